import TrustLintRules

/// A finding as reported: the finding and its stable fingerprint (see `Fingerprint`).
public struct ReportedFinding: Sendable, Hashable {
  /// The finding, with its configured severity.
  public var finding: Finding
  /// 16 lowercase hex digits; the same across runs as long as the finding's line,
  /// rule and enclosing declaration are unchanged, wherever the line moves.
  public var fingerprint: String
  /// The finding's column counted in UTF-16 code units (what SARIF's columns count), and the
  /// same for each related location; the byte columns when the line text was not known.
  public var utf16Columns: (primary: Int, related: [Int]) {
    get { (utf16Primary, utf16Related) }
    set {
      utf16Primary = newValue.primary
      utf16Related = newValue.related
    }
  }
  private var utf16Primary: Int
  private var utf16Related: [Int]

  /// Pairs a finding with its fingerprint (and, when known, its UTF-16 columns).
  public init(finding: Finding, fingerprint: String, utf16Columns: (primary: Int, related: [Int])? = nil) {
    self.finding = finding
    self.fingerprint = fingerprint
    utf16Primary = utf16Columns?.primary ?? finding.column
    utf16Related = utf16Columns?.related ?? finding.related.map(\.column)
  }

  /// Sort order of every output: `Finding.ordered`, then the fingerprint, so that even
  /// identical findings have one order.
  public static func ordered(_ a: ReportedFinding, _ b: ReportedFinding) -> Bool {
    if Finding.ordered(a.finding, b.finding) { return true }
    if Finding.ordered(b.finding, a.finding) { return false }
    return a.fingerprint < b.fingerprint
  }
}

/// Figures about a run, for the summary line and the `summary` of JSON output.
public struct LintSummary: Sendable, Equatable {
  /// Files findings could be reported for.
  public var filesLinted: Int
  /// Of those, files that use TrustInsights (the ones rules ran on).
  public var filesUsingTrustInsights: Int
  /// Wall-clock time of the run in seconds. Only the stderr summary line shows it:
  /// file outputs stay byte-identical from run to run.
  public var durationSeconds: Double
  /// The figures of one run.
  public init(filesLinted: Int, filesUsingTrustInsights: Int, durationSeconds: Double) {
    self.filesLinted = filesLinted
    self.filesUsingTrustInsights = filesUsingTrustInsights
    self.durationSeconds = durationSeconds
  }
}

/// Everything a reporter needs, as one value: reporters are pure functions of it.
public struct LintReport: Sendable {
  /// The findings to report, sorted with `ReportedFinding.ordered`.
  public let findings: [ReportedFinding]
  /// Figures about the run.
  public let summary: LintSummary
  /// Rule metadata for SARIF and help texts (`RuleRegistry.descriptions` plus
  /// `SuperfluousDisableCommand.description`). Findings of rules missing here still
  /// render; SARIF gives them a minimal rule entry.
  public let rules: [RuleDescription]
  /// `trustlint --version`.
  public let toolVersion: String
  /// Where the root-relative paths of json, sarif, gitlab and baselines start.
  public let paths: ReportPaths
  /// Linted files without findings, as the engine names them (junit's passing cases), sorted.
  public let cleanFiles: [String]
  /// Problems that made the run fail (a file that cannot be read: exit status 2), as the
  /// command line words them on standard error. SARIF carries them as tool notifications.
  public let problems: [String]
  /// Remarks about the run that are not findings (a file that does not parse as Swift, a
  /// stale baseline entry), as the command line words them.
  public let runNotes: [String]

  /// Sorts `findings` and `cleanFiles`; nothing else is computed.
  public init(
    findings: [ReportedFinding], summary: LintSummary, rules: [RuleDescription], toolVersion: String,
    paths: ReportPaths, cleanFiles: [String] = [], problems: [String] = [], runNotes: [String] = []
  ) {
    self.findings = findings.sorted(by: ReportedFinding.ordered)
    self.summary = summary
    self.rules = rules
    self.toolVersion = toolVersion
    self.paths = paths
    self.cleanFiles = cleanFiles.sorted()
    self.problems = problems
    self.runNotes = runNotes
  }

  /// Number of reported findings at `severity`.
  public func count(_ severity: Severity) -> Int {
    findings.reduce(0) { $0 + ($1.finding.severity == severity ? 1 : 0) }
  }

  /// The project page named in SARIF's `informationUri`.
  public static let informationURI = "https://github.com/trustlint/trustlint"
}
