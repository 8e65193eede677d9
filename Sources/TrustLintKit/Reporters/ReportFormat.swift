/// The output formats of `--format` / the config's `format` key.
public enum ReportFormat: String, Sendable, CaseIterable {
  /// See `XcodeReporter`, `JSONReporter`, `SARIFReporter`, `GitHubReporter`,
  /// `CheckstyleReporter`, `JUnitReporter`, `GitLabReporter`.
  case xcode, json, sarif, github, checkstyle, junit, gitlab

  /// The report in this format: the complete text for standard output or `--output`.
  /// Empty for `xcode` and `github` when there are no findings.
  public func render(_ report: LintReport) -> String {
    switch self {
    case .xcode: return XcodeReporter.render(report)
    case .json: return JSONReporter.render(report)
    case .sarif: return SARIFReporter.render(report)
    case .github: return GitHubReporter.render(report)
    case .checkstyle: return CheckstyleReporter.render(report)
    case .junit: return JUnitReporter.render(report)
    case .gitlab: return GitLabReporter.render(report)
    }
  }

  /// The names, for usage and error messages: `xcode|json|sarif|…`.
  public static var names: String { allCases.map(\.rawValue).joined(separator: "|") }
}
