import TrustLintRules

/// A problem that stops part of a run: a file that cannot be read, a folder that cannot be
/// listed, a configuration or baseline that is invalid. Each one makes the run exit 2.
public struct LintProblem: Error, Sendable, Hashable {
  /// What kind of problem, which decides how the command line words it.
  public enum Kind: String, Sendable, Hashable {
    /// A file or folder could not be read; the other files are still linted.
    case io
    /// The configuration is invalid: nothing was linted.
    case configuration
    /// The baseline could not be read or written.
    case baseline
    /// A bad option value (reported by the engine when it depends on the file system).
    case usage
  }
  /// What kind of problem it is.
  public var kind: Kind
  /// The full message, naming the file (and line and key where known).
  public var message: String
  /// A problem of `kind` described by `message`.
  public init(kind: Kind, message: String) {
    self.kind = kind
    self.message = message
  }
}

/// How long one stage of the run took.
public struct StageTiming: Sendable, Hashable {
  /// `discover`, `parse`, `program`, `rules`, `filter`, ...
  public var stage: String
  /// Wall-clock seconds the stage took.
  public var seconds: Double
  /// The time of one stage.
  public init(stage: String, seconds: Double) {
    self.stage = stage
    self.seconds = seconds
  }
}

/// The numbers of a run, for the summary line and the reports.
public struct RunSummary: Sendable, Hashable {
  /// Files findings were looked for in (named or found by the walk).
  public var filesLinted = 0
  /// Of those, files RULES.md says are analysed (they use TrustInsights).
  public var filesUsingTrustInsights = 0
  /// Files read only for their declarations (the rest of the project).
  public var filesReadForDeclarations = 0
  /// Reported errors (after configuration, suppressions and baseline).
  public var errors = 0
  /// Reported warnings.
  public var warnings = 0
  /// Reported notes.
  public var notes = 0
  /// Flow graphs built (one per function, closure, accessor, initializer, top-level body).
  public var flowGraphs = 0
  /// Files lexed and parsed: those the prefilter kept (every file with `--analyze-all`).
  public var filesParsed = 0
  /// How many times the program was analysed: the prefilter's rounds (1 with `--analyze-all`).
  public var analysisRounds = 0
  /// Findings hidden by the baseline.
  public var baselined = 0
  /// Wall-clock seconds of the whole engine run.
  public var seconds: Double = 0
  /// All zero.
  public init() {}
}

/// Everything a lint run produced: values only; the command line decides what to print.
public struct LintOutcome: Sendable {
  /// Reported findings with their fingerprints, sorted with `ReportedFinding.ordered`.
  public var findings: [ReportedFinding] = []
  /// How paths become root-relative in reports and baselines.
  public var paths = ReportPaths(root: "/", workingDirectory: "/")
  /// Paths of the linted files in sorted order (JUnit lists clean files as passing cases).
  public var lintedFiles: [String] = []
  /// Problems met on the way; any of them makes the exit status 2.
  public var problems: [LintProblem] = []
  /// Remarks about the run that are not findings (stale baseline entries).
  public var notes: [String] = []
  /// The numbers of the run.
  public var summary = RunSummary()
  /// Stage times, in the order the stages ran.
  public var timings: [StageTiming] = []
  /// The settings the run used after merging the configuration and the command line.
  public var settings = LintSettings()
  /// An empty outcome: nothing linted, nothing found.
  public init() {}

  /// The report the reporters render: findings, summary, rule metadata, clean files.
  public func report(toolVersion: String) -> LintReport {
    let withFindings = Set(findings.map(\.finding.file))
    return LintReport(
      findings: findings,
      summary: LintSummary(
        filesLinted: summary.filesLinted, filesUsingTrustInsights: summary.filesUsingTrustInsights,
        durationSeconds: summary.seconds),
      rules: RuleCatalog.descriptions, toolVersion: toolVersion, paths: paths,
      cleanFiles: lintedFiles.filter { !withFindings.contains($0) }, problems: problems.map(\.message),
      runNotes: notes)
  }

  /// True when a configuration problem stopped the run before anything was linted.
  public var stoppedEarly: Bool { problems.contains { $0.kind == .configuration || $0.kind == .usage } }

  /// Exit status per DESIGN.md: 2 for any problem; else 1 when a finding fails the run
  /// (errors; warnings too when strict) unless `exitZero`; else 0.
  public var exitStatus: Int32 {
    if !problems.isEmpty { return 2 }
    let failing = summary.errors > 0 || (settings.strict && summary.warnings > 0)
    return failing && !settings.exitZero ? 1 : 0
  }
}
