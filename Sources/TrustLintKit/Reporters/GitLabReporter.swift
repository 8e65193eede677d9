import TrustLintRules

/// GitLab Code Quality JSON (a merge request widget compares it between branches):
/// an array of `{"description","check_name","fingerprint","severity",
/// "location":{"path","lines":{"begin"}}}`, pretty-printed. Severities follow
/// SwiftLint's Code Climate mapping: error → `major`, warning → `minor`,
/// note → `info`. The fingerprint is the finding's stable fingerprint; GitLab requires
/// them unique, so a repeated one gets `-2`, `-3`, … in report order. Paths are
/// relative to the project root.
public enum GitLabReporter {
  /// The whole document, ending with a newline.
  public static func render(_ report: LintReport) -> String {
    var used: Set<String> = []
    let issues: [JSONText] = report.findings.map { reported in
      let f = reported.finding
      var fingerprint = reported.fingerprint
      var n = 1
      while used.contains(fingerprint) {
        n += 1
        fingerprint = "\(reported.fingerprint)-\(n)"
      }
      used.insert(fingerprint)
      return .object([
        ("description", .string(f.message)), ("check_name", .string(f.rule)), ("fingerprint", .string(fingerprint)),
        ("severity", .string(severity(f.severity))),
        (
          "location",
          .object([
            ("path", .string(report.paths.relative(f.file))), ("lines", .object([("begin", .int(max(1, f.line)))])),
          ])
        ),
      ])
    }
    return JSONText.array(issues).rendered(pretty: true) + "\n"
  }

  /// The Code Quality severity of a finding.
  public static func severity(_ severity: Severity) -> String {
    switch severity {
    case .error: return "major"
    case .warning: return "minor"
    case .note: return "info"
    }
  }
}
