/// Every option of `trustlint lint`. A nil value means "not given on the command line": the
/// configuration file's value (or the default) applies. Command-line values override the file.
public struct LintOptions: Sendable {
  /// Files and folders to lint; empty means `.` (or only the standard-input file with `stdinPath`).
  public var paths: [String] = []
  /// Where declarations come from; nil: the nearest ancestor with `Package.swift`, `*.xcodeproj` or `.git`.
  public var projectRoot: String?
  /// The configuration file; nil: `.trustlint.json` in the project root when it exists.
  public var configPath: String?
  /// Output format name (`xcode`, `json`, `sarif`, `github`, `checkstyle`, `junit`, `gitlab`).
  public var format: String?
  /// Write the report to this file (atomically) instead of standard output.
  public var outputPath: String?
  /// Warnings fail the run too.
  public var strict: Bool?
  /// Findings never fail the run (exit 1 becomes 0; usage and I/O errors still exit 2).
  public var exitZero: Bool?
  /// Hide the findings recorded in this baseline file.
  public var baselinePath: String?
  /// Record today's findings in this baseline file.
  public var writeBaselinePath: String?
  /// Worker threads; nil: one per core.
  public var jobs: Int?
  /// The standard-input source is reported under this path (and replaces that file of the project).
  public var stdinPath: String?
  /// The bytes read from standard input, when `stdinPath` is set.
  public var stdinSource: [UInt8]?
  /// No summary line on standard error.
  public var quiet: Bool?
  /// Per-stage times on standard error.
  public var timing: Bool?
  /// Build trees and flow graphs for every file (front-end testing on any code base).
  public var analyzeAll: Bool?
  /// The directory relative paths are resolved against; nil: the process's current directory.
  public var currentDirectory: String?

  /// No option given: every value comes from the configuration or the defaults.
  public init() {}
}
