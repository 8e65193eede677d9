import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax

/// The settings a run uses: the configuration file's values overridden by the command line.
public struct LintSettings: Sendable {
  /// Output format name.
  public var format = "xcode"
  /// Report file; nil: standard output.
  public var outputPath: String?
  /// Warnings fail the run too.
  public var strict = false
  /// Findings never fail the run.
  public var exitZero = false
  /// No summary line.
  public var quiet = false
  /// Per-stage times on standard error.
  public var timing = false
  /// Worker threads (at least one).
  public var jobs = 1
  /// Baseline to apply, resolved against the current directory (command line) or the
  /// configuration file's folder (configuration).
  public var baselinePath: String?
  /// Baseline to write.
  public var writeBaselinePath: String?
  /// The project root as displayed (relative when the named paths were), if one was found.
  public var projectRoot: String?
  /// The configuration file that was read, if any.
  public var configPath: String?
  /// Rule id → configured severity; nil turns the rule off. Rules not listed keep their default.
  public var severities: [String: Severity?] = [:]
  /// Globs, relative to the project root, that select files (empty: every file).
  public var include: [String] = []
  /// Globs, relative to the project root, that drop files and folders.
  public var exclude: [String] = []
  /// What the analyses and rules read.
  public var analysis = AnalysisOptions()
  /// Files of more bytes are read but neither parsed nor analysed: a note names each.
  public var maxFileBytes = LintSettings.defaultMaxFileBytes
  /// 8 MiB: about seven times the largest file of a 1.8 M-line corpus of real Swift (a
  /// generated icon table of 1.2 MB). Far larger files are generated data or hostile input; a
  /// 20 MB one, depending on what it holds, took 2 to 20 s and up to 2 GB to analyse, so
  /// one such file could stall a commit hook or exhaust a CI runner's memory.
  public static let defaultMaxFileBytes = 8 << 20
  /// The defaults of every setting.
  public init() {}
}

extension LintSettings {
  /// Merges the configuration's values and the command line's. Paths written in the
  /// configuration are relative to its folder (`configPath` as shown, relative to the current
  /// directory or absolute); command-line paths stay as given.
  init(options: LintOptions, config: Configuration, configPath: String?, cores: Int) {
    // A path written in the configuration, relative to its folder.
    func fromFile(_ value: String?) -> String? {
      guard let value, let configPath else { return value }
      return Paths.normalize(Configuration.resolve(value, configPath: configPath))
    }
    format = options.format ?? config.format?.rawValue ?? "xcode"
    outputPath = options.outputPath ?? fromFile(config.output)
    strict = options.strict ?? config.strict ?? false
    exitZero = options.exitZero ?? config.exitZero ?? false
    quiet = options.quiet ?? config.quiet ?? false
    timing = options.timing ?? config.timing ?? false
    jobs = max(1, options.jobs ?? config.jobs ?? cores)
    baselinePath = options.baselinePath ?? fromFile(config.baseline)
    writeBaselinePath = options.writeBaselinePath
    severities = config.rules.mapValues(\.severity)
    include = config.include
    exclude = config.exclude
    analysis = config.analysisOptions()
    if let analyzeAll = options.analyzeAll { analysis.analyzeAll = analyzeAll }
    maxFileBytes = config.maxFileBytes ?? Self.defaultMaxFileBytes
  }
}
