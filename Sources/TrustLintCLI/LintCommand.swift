import Foundation
import TrustLintKit
import TrustLintSyntax

/// `trustlint [lint] [OPTIONS] [PATH ...]`: runs the engine, writes the report, prints the
/// summary, and turns the outcome into the exit status of DESIGN.md.
enum LintCommand {
  /// Runs the command; returns the exit status.
  static func run(_ arguments: [String], io: ConsoleIO, runner: Engine.RuleRunning?) -> Int32 {
    var options: LintOptions
    let touch: String?
    switch LintArguments.parse(arguments) {
    case .success(let parsed): (options, touch) = parsed
    case .failure(let error): return CLI.usage(error.message, io: io)
    }
    if options.stdinPath != nil { options.stdinSource = io.readStdin() }
    options.currentDirectory = io.currentDirectory
    let progress = ProgressLine(io: io, enabled: io.stderrIsTerminal && options.quiet != true)
    let outcome = Engine.lint(options, runner: runner, progress: progress.callback)
    progress.finish()

    for problem in outcome.problems {
      io.writeErr("trustlint: error: \(problem.message)\n")
    }
    if outcome.stoppedEarly { return CLI.usageError }
    let settings = outcome.settings
    guard let format = ReportFormat(rawValue: settings.format) else {
      return CLI.usage("unknown format '\(settings.format)'", io: io)
    }

    let reportStart = ContinuousClock.now
    var status = outcome.exitStatus
    let lintReport = outcome.report(toolVersion: TrustLintVersion.current)
    let report = format.render(lintReport)
    if let path = settings.outputPath {
      let target = Paths.absolute(path, in: io.currentDirectory ?? FileSystem.currentDirectory)
      if let failure = AtomicFile.write(report, to: target) {
        io.writeErr("trustlint: error: cannot write \(path): \(failure)\n")
        status = CLI.usageError
      }
    } else {
      io.writeOut(report)
    }
    let reportSeconds = (ContinuousClock.now - reportStart).seconds

    // Build systems rerun a command until its output exists: the stamp is written only
    // when the run passes, so failing findings are shown again on the next build.
    if let touch, status == CLI.success {
      let target = Paths.absolute(touch, in: io.currentDirectory ?? FileSystem.currentDirectory)
      if let failure = AtomicFile.write("", to: target) {
        io.writeErr("trustlint: error: cannot write \(touch): \(failure)\n")
        status = CLI.usageError
      }
    }

    if settings.timing {
      io.writeErr(SummaryText.timing(outcome.timings + [StageTiming(stage: "report", seconds: reportSeconds)]))
      io.writeErr(SummaryText.work(outcome.summary))
    }
    if !settings.quiet {
      for note in outcome.notes { io.writeErr("trustlint: note: \(note)\n") }
      io.writeErr(SummaryText.line(outcome, report: lintReport))
    }
    return status
  }
}

extension Duration {
  /// The duration in seconds as a floating-point number.
  fileprivate var seconds: Double {
    let parts = components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
  }
}
