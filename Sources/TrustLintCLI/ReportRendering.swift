import TrustLintKit
import TrustLintRules

/// Turns an outcome into report text in the chosen format. (Stand-in: only `xcode` until
/// the reporters land.)
enum ReportRendering {
  static func render(_ outcome: LintOutcome, format: String) -> String {
    var text = ""
    for finding in outcome.findings {
      text +=
        "\(finding.file):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) (\(finding.rule))\n"
      for related in finding.related {
        text += "\(related.file):\(related.line):\(related.column): note: \(related.message)\n"
      }
    }
    return text
  }
}

/// Every rule description, the engine's `superfluous_disable_command` included.
enum RuleCatalog {
  static var descriptions: [RuleDescription] { RuleRegistry.descriptions }
}
