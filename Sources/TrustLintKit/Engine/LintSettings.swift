import TrustLintAnalysis
import TrustLintRules

/// The settings a run uses: the configuration file's values overridden by the command line.
public struct LintSettings: Sendable {
  /// Output format name.
  public var format = "xcode"
  /// Report file; nil: standard output.
  public var outputPath: String?
  public var strict = false
  public var exitZero = false
  public var quiet = false
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
  /// Globs, relative to the project root, that select and drop files.
  public var include: [String] = []
  public var exclude: [String] = []
  /// What the analyses and rules read.
  public var analysis = AnalysisOptions()
  public init() {}
}

/// Values read from a configuration file, each nil or empty when the file does not set it.
/// The engine's own view of the file, so that merging does not depend on the loader's types.
struct ConfigValues: Sendable {
  var rules: [String: Severity?] = [:]
  var include: [String] = []
  var exclude: [String] = []
  var strict: Bool?
  var exitZero: Bool?
  var format: String?
  var output: String?
  var baseline: String?
  var jobs: Int?
  var quiet: Bool?
  var timing: Bool?
  var analyzeAll: Bool?
  var analysis = AnalysisOptions()
}

extension LintSettings {
  /// Merges the file's values and the command line's; `configFolder` resolves relative paths
  /// written in the file (command-line paths stay as given: relative to the current directory).
  init(options: LintOptions, config: ConfigValues, configFolder: String, cores: Int) {
    func fromFile(_ path: String?) -> String? {
      path.map { Paths.normalize($0.hasPrefix("/") ? $0 : Paths.join(configFolder, $0)) }
    }
    format = options.format ?? config.format ?? "xcode"
    outputPath = options.outputPath ?? fromFile(config.output)
    strict = options.strict ?? config.strict ?? false
    exitZero = options.exitZero ?? config.exitZero ?? false
    quiet = options.quiet ?? config.quiet ?? false
    timing = options.timing ?? config.timing ?? false
    jobs = max(1, options.jobs ?? config.jobs ?? cores)
    baselinePath = options.baselinePath ?? fromFile(config.baseline)
    writeBaselinePath = options.writeBaselinePath
    severities = config.rules
    include = config.include
    exclude = config.exclude
    analysis = config.analysis
    analysis.analyzeAll = options.analyzeAll ?? config.analyzeAll ?? analysis.analyzeAll
  }
}
