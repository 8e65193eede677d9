import TrustLintAnalysis
import TrustLintRules

/// A rule's setting in the configuration's `rules` object.
public enum RuleSetting: String, Sendable, CaseIterable {
  /// `off` drops the rule's findings; the others set their severity.
  case off, note, warning, error

  /// The severity findings of the rule get, or nil when the rule is off.
  public var severity: Severity? {
    switch self {
    case .off: return nil
    case .note: return .note
    case .warning: return .warning
    case .error: return .error
    }
  }
}

/// The contents of a `.trustlint.json`. Every key is optional; nil (or empty) means
/// "not set here", so that a command-line option, when given, wins over the file.
/// Paths (`baseline`, `output`, `projectRoot`) are kept as written; they are relative
/// to the folder holding the configuration file (`Configuration.resolve`). Globs are
/// relative to the project root. See `Configuration.keys`.
public struct Configuration: Sendable, Equatable {
  /// The file name looked for in the project root.
  public static let fileName = ".trustlint.json"

  /// Rule id → setting; ids are validated against the known rules.
  public var rules: [String: RuleSetting] = [:]
  /// Globs of files to lint (relative to the project root); empty means every walked file.
  public var include: [String] = []
  /// Globs of files and folders to skip (relative to the project root).
  public var exclude: [String] = []
  /// Warnings fail the run too (`--strict`).
  public var strict: Bool?
  /// Baseline file whose findings are hidden (`--baseline`).
  public var baseline: String?
  /// Replace the default approval verbs (`unknown_treated_as_approval`).
  public var approvalVerbs: [String]?
  /// Replace the default approval values.
  public var approvalValues: [String]?
  /// Replace the default approval predicate words.
  public var approvalPredicateWords: [String]?
  /// Replace the default sensitive operation categories.
  public var sensitiveCategories: [String]?
  /// Functions outside the linted set that report the evaluation passed to them.
  public var consumingFunctions: [String] = []
  /// Functions outside the linted set that return an evaluation.
  public var producingFunctions: [String] = []
  /// Output format (`--format`).
  public var format: ReportFormat?
  /// Output file instead of standard output (`--output`).
  public var output: String?
  /// Exit 0 even when findings fail the run (`--exit-zero`).
  public var exitZero: Bool?
  /// Number of parallel jobs, at least 1 (`--jobs`).
  public var jobs: Int?
  /// Where declarations come from (`--project-root`).
  public var projectRoot: String?
  /// No summary line (`--quiet`).
  public var quiet: Bool?
  /// Per-stage times on standard error (`--timing`).
  public var timing: Bool?
  /// Build trees and flow graphs for every file (`--analyze-all`).
  public var analyzeAll: Bool?
  /// Files of more bytes are read but not analysed (`LintSettings.defaultMaxFileBytes`).
  public var maxFileBytes: Int?

  /// An empty configuration: every default.
  public init() {}

  /// The severity of `rule`'s findings: the configured one, else `defaultSeverity`;
  /// nil when the rule is turned off.
  public func severity(of rule: String, default defaultSeverity: Severity) -> Severity? {
    guard let setting = rules[rule] else { return defaultSeverity }
    return setting.severity
  }

  /// `base` with this configuration's vocabularies and function lists applied: the
  /// vocabularies replace the defaults, the function lists are added.
  public func analysisOptions(base: AnalysisOptions = AnalysisOptions()) -> AnalysisOptions {
    var options = base
    options.consumingFunctions.formUnion(consumingFunctions)
    options.producingFunctions.formUnion(producingFunctions)
    if let approvalVerbs { options.approvalVerbs = approvalVerbs }
    if let approvalValues { options.approvalValues = approvalValues }
    if let approvalPredicateWords { options.approvalPredicateWords = approvalPredicateWords }
    if let sensitiveCategories { options.sensitiveCategories = Set(sensitiveCategories) }
    if let analyzeAll { options.analyzeAll = analyzeAll }
    return options
  }

  /// The operation categories `sensitiveCategories` may name.
  public static let operationCategories = ["payment", "account", "resourceUse", "communication", "other"]

  /// Every key with its JSON type and meaning, in documentation order (README, errors).
  public static let keys: [(key: String, type: String, meaning: String)] = [
    ("rules", "object", "rule id → \"off\", \"note\", \"warning\" or \"error\""),
    ("include", "array of globs", "lint only files matching one of these (relative to the project root)"),
    (
      "exclude", "array of globs",
      "skip files and folders matching one of these; a pattern without '/' "
        + "matches at any depth"
    ),
    ("strict", "boolean", "warnings fail the run too, as --strict"),
    ("baseline", "string", "baseline file whose findings are hidden, as --baseline"),
    ("approvalVerbs", "array of strings", "first camelCase words of approval calls (replaces the defaults)"),
    ("approvalValues", "array of strings", "first camelCase words of approval values (replaces the defaults)"),
    (
      "approvalPredicateWords", "array of strings",
      "words that make a returned or assigned `true` an approval "
        + "(replaces the defaults)"
    ),
    (
      "sensitiveCategories", "array of strings",
      "operation categories that count as sensitive "
        + "(replaces payment, account, resourceUse, communication)"
    ),
    (
      "consumingFunctions", "array of strings",
      "functions outside the linted set that report the evaluation "
        + "passed to them"
    ),
    ("producingFunctions", "array of strings", "functions outside the linted set that return an evaluation"),
    ("format", "string", "output format: " + ReportFormat.names + ", as --format"),
    ("output", "string", "write the report to this file, as --output"),
    ("exitZero", "boolean", "exit 0 even when findings fail the run, as --exit-zero"),
    ("jobs", "integer ≥ 1", "parallel jobs, as --jobs"),
    ("projectRoot", "string", "where declarations come from, as --project-root"),
    ("quiet", "boolean", "no summary line, as --quiet"),
    ("timing", "boolean", "per-stage times on standard error, as --timing"),
    ("analyzeAll", "boolean", "build trees and flow graphs for every file, as --analyze-all"),
    (
      "maxFileBytes", "integer ≥ 1",
      "files larger than this are not analysed, with a note naming them (default 8388608, 8 MiB)"
    ),
  ]
}
