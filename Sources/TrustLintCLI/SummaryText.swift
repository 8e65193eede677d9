import Foundation
import TrustLintKit

/// The words of the summary and timing lines on standard error.
enum SummaryText {
  /// The reporters' summary line, plus what the baseline hid and how many problems there were:
  /// `trustlint: 12 files linted, 3 using TrustInsights: 2 errors, 1 warning, 0 notes in 0.42 s`.
  static func line(_ outcome: LintOutcome, report: LintReport) -> String {
    var extras: [String] = []
    let s = outcome.summary
    if s.baselined > 0 {
      let verb = outcome.settings.writeBaselinePath != nil ? "recorded in" : "hidden by"
      extras.append("\(count(s.baselined, "finding")) \(verb) the baseline")
    }
    if !outcome.problems.isEmpty { extras.append(count(outcome.problems.count, "file problem")) }
    let tail = extras.isEmpty ? "" : " (" + extras.joined(separator: ", ") + ")"
    return XcodeReporter.summaryLine(report) + tail + "\n"
  }

  /// One `trustlint: timing: stage seconds` line per stage, aligned.
  static func timing(_ timings: [StageTiming]) -> String {
    let width = timings.map(\.stage.count).max() ?? 0
    return timings.map { timing in
      let pad = String(repeating: " ", count: width - timing.stage.count)
      return "trustlint: timing: \(timing.stage)\(pad) \(String(format: "%8.3f", timing.seconds)) s\n"
    }.joined()
  }

  /// What the run had to do, after the stage times: `trustlint: timing: 3 analysis rounds,
  /// 14 of 8113 files parsed, 52 flow graphs`. A tree holding TrustInsights code next to much
  /// other code costs more rounds; this line tells why a run took what it took.
  static func work(_ s: RunSummary) -> String {
    let read = s.filesLinted + s.filesReadForDeclarations
    return "trustlint: timing: \(count(s.analysisRounds, "analysis round")), \(s.filesParsed) of \(read) files parsed, "
      + "\(count(s.flowGraphs, "flow graph"))\n"
  }

  /// `1 error`, `2 errors`.
  static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
