import TrustLintKit

/// Parses the arguments of `trustlint lint` into `LintOptions`.
enum LintArguments {
  /// The options `lint` accepts.
  static let scanner = ArgumentScanner(
    valued: [
      "--format", "--output", "--config", "--baseline", "--write-baseline", "--jobs", "--stdin-path",
      "--project-root", "--touch",
    ],
    flags: ["--strict", "--exit-zero", "--quiet", "--timing", "--analyze-all"])

  /// The options these arguments ask for (and the `--touch` file, a command-line-only
  /// option for build systems), or the first mistake.
  static func parse(_ arguments: [String]) -> Result<(options: LintOptions, touch: String?), UsageError> {
    let items: [ArgumentScanner.Item]
    switch scanner.scan(arguments) {
    case .success(let scanned): items = scanned
    case .failure(let error): return .failure(error)
    }
    var options = LintOptions()
    var touch: String?
    for item in items {
      switch item {
      case .positional(let path): options.paths.append(path)
      case .flag("--strict"): options.strict = true
      case .flag("--exit-zero"): options.exitZero = true
      case .flag("--quiet"): options.quiet = true
      case .flag("--timing"): options.timing = true
      case .flag("--analyze-all"): options.analyzeAll = true
      case .option("--format", let value):
        guard ReportFormat(rawValue: value) != nil else {
          return .failure(UsageError("unknown format '\(value)' for '--format' (one of: \(ReportFormat.names))"))
        }
        options.format = value
      case .option("--output", let value): options.outputPath = value
      case .option("--config", let value): options.configPath = value
      case .option("--baseline", let value): options.baselinePath = value
      case .option("--write-baseline", let value): options.writeBaselinePath = value
      case .option("--stdin-path", let value): options.stdinPath = value
      case .option("--project-root", let value): options.projectRoot = value
      case .option("--touch", let value): touch = value
      case .option("--jobs", let value):
        guard let jobs = Int(value), jobs >= 1, jobs <= 1024 else {
          return .failure(UsageError("option '--jobs' needs a whole number from 1 to 1024, not '\(value)'"))
        }
        options.jobs = jobs
      case .flag(let name), .option(let name, _):
        return .failure(UsageError("unknown option '\(name)'"))
      }
    }
    return .success((options, touch))
  }
}
