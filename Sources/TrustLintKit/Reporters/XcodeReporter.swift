import TrustLintRules

/// The default format, as swiftc and Clang print diagnostics, so that Xcode, editors
/// and terminals link each line to its source: one
/// `path:line:column: severity: message (rule_id)` line per finding, then one
/// `path:line:column: note: message` line per related location. Paths are printed
/// as the engine names the files (as given or walked), not root-relative.
public enum XcodeReporter {
  /// The findings, one diagnostic per line, each line ending with a newline.
  public static func render(_ report: LintReport) -> String {
    var out = ""
    for reported in report.findings {
      let f = reported.finding
      out += "\(f.file):\(f.line):\(f.column): \(f.severity.rawValue): \(oneLine(f.message)) (\(f.rule))\n"
      for r in f.related {
        out += "\(r.file):\(r.line):\(r.column): note: \(oneLine(r.message))\n"
      }
    }
    return out
  }

  /// The one summary line for standard error (no trailing newline), e.g.
  /// `trustlint: 12 files linted, 3 using TrustInsights: 2 errors, 1 warning, 0 notes in 0.42 s`.
  public static func summaryLine(_ report: LintReport) -> String {
    let s = report.summary
    let counts = [Severity.error, .warning, .note].map { plural(report.count($0), $0.rawValue) }
    let centis = Int((max(0, s.durationSeconds) * 100).rounded())
    let seconds = "\(centis / 100)." + (centis % 100 < 10 ? "0" : "") + "\(centis % 100)"
    return "trustlint: \(plural(s.filesLinted, "file")) linted, \(s.filesUsingTrustInsights) using TrustInsights: "
      + counts.joined(separator: ", ") + " in \(seconds) s"
  }

  static func plural(_ n: Int, _ word: String) -> String { n == 1 ? "1 \(word)" : "\(n) \(word)s" }

  // A line break inside a message would start a line that Xcode cannot parse.
  static func oneLine(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 10 || $0 == 13 }) else { return text }
    return String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
  }
}
