import Foundation
import TrustLintKit

/// The words of the summary and timing lines on standard error.
enum SummaryText {
  /// `trustlint: 12 files linted, 3 using TrustInsights: 2 errors, 1 warning, 0 notes (0.42 s)`.
  static func line(_ outcome: LintOutcome) -> String {
    let s = outcome.summary
    var text = "trustlint: \(count(s.filesLinted, "file")) linted, \(s.filesUsingTrustInsights) using TrustInsights: "
    text += "\(count(s.errors, "error")), \(count(s.warnings, "warning")), \(count(s.notes, "note"))"
    if s.baselined > 0 {
      let verb = outcome.settings.writeBaselinePath != nil ? "recorded in" : "hidden by"
      text += ", \(s.baselined) \(verb) the baseline"
    }
    if !outcome.problems.isEmpty { text += ", \(count(outcome.problems.count, "problem"))" }
    return text + " (\(String(format: "%.2f", s.seconds)) s)\n"
  }

  /// One `trustlint: timing: stage seconds` line per stage, aligned.
  static func timing(_ timings: [StageTiming]) -> String {
    let width = timings.map(\.stage.count).max() ?? 0
    return timings.map { timing in
      let pad = String(repeating: " ", count: width - timing.stage.count)
      return "trustlint: timing: \(timing.stage)\(pad) \(String(format: "%8.3f", timing.seconds)) s\n"
    }.joined()
  }

  /// `1 error`, `2 errors`.
  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
