import TrustLintAnalysis
import TrustLintSyntax

/// The one description of a rule: it drives `rules`, `explain`, SARIF metadata,
/// the README table and the fixture tests.
public struct RuleDescription: Sendable {
  public var id: String
  public var defaultSeverity: Severity
  /// One line, lowercase start, no final period.
  public var summary: String
  /// Why, in plain words, from Apple's guidance; also what the rule decides where the spec is silent.
  public var rationale: String
  /// Swift source that the rule flags (a complete file that imports TrustInsights).
  public var flaggedExample: String
  /// Swift source that the rule accepts.
  public var cleanExample: String
  public init(
    id: String, defaultSeverity: Severity, summary: String, rationale: String, flaggedExample: String,
    cleanExample: String
  ) {
    self.id = id
    self.defaultSeverity = defaultSeverity
    self.summary = summary
    self.rationale = rationale
    self.flaggedExample = flaggedExample
    self.cleanExample = cleanExample
  }
}

/// What a rule sees when it checks one analysed file.
public struct RuleContext: @unchecked Sendable {
  public let program: Program
  public let file: ParsedFile
  public var options: AnalysisOptions { program.options }
  public init(program: Program, file: ParsedFile) {
    self.program = program
    self.file = file
  }
}

/// A check: small, reads analyses, returns findings (with the rule's default severity;
/// the engine applies configured severities afterwards).
public protocol Rule: Sendable {
  static var description: RuleDescription { get }
  init()
  func check(_ context: RuleContext) -> [Finding]
}
