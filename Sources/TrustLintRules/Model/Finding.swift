/// How much a finding matters: `error` fails the run, `warning` fails it with
/// `--strict`, `note` never fails.
public enum Severity: String, Sendable, Comparable, CaseIterable {
  case note, warning, error
  public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
  private var rank: Int {
    switch self {
    case .note: return 0
    case .warning: return 1
    case .error: return 2
    }
  }
}

/// A secondary location: a leaking exit, the evaluation it leaks, a step of the path.
public struct RelatedLocation: Sendable, Hashable {
  public var file: String
  public var line: Int
  public var column: Int
  public var message: String
  public init(file: String, line: Int, column: Int, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.message = message
  }
}

/// A step of a path through a finding's locations, for SARIF code flows.
public enum PathStep: Sendable, Hashable {
  /// The finding's primary location.
  case primary
  /// `related[index]`.
  case related(Int)
}

/// One diagnostic: a rule, a primary location, a message, and notes that walk the path.
public struct Finding: Sendable, Hashable {
  public var rule: String
  public var severity: Severity
  public var message: String
  public var file: String
  public var line: Int
  public var column: Int
  public var related: [RelatedLocation]
  /// Name of the innermost enclosing declaration (`TransferService.confirm(amount:)`),
  /// used by baselines and fingerprints so that edits elsewhere do not move them.
  public var enclosingDeclaration: String
  /// The paths the related locations lie on, each in the order the program runs: a `try`
  /// that throws into a `catch` before the `catch`'s leaking exit, a first report before the
  /// second. Empty: one path per related location, from the primary location to it.
  public var paths: [[PathStep]]
  public init(
    rule: String, severity: Severity, message: String, file: String, line: Int, column: Int,
    related: [RelatedLocation] = [], enclosingDeclaration: String = "", paths: [[PathStep]] = []
  ) {
    self.rule = rule
    self.severity = severity
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.related = related
    self.enclosingDeclaration = enclosingDeclaration
    self.paths = paths
  }

  /// Sort order of every output: file, line, column, rule, message.
  public static func ordered(_ a: Finding, _ b: Finding) -> Bool {
    if a.file != b.file { return a.file < b.file }
    if a.line != b.line { return a.line < b.line }
    if a.column != b.column { return a.column < b.column }
    if a.rule != b.rule { return a.rule < b.rule }
    return a.message < b.message
  }
}
