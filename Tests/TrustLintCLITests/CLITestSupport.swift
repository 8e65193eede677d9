import Foundation
import TrustLintAnalysis
import TrustLintCLI
import TrustLintKit
import TrustLintRules
import XCTest

/// What one in-process `CLI.run` printed and returned.
struct CLIRun {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Collects a command's output from any thread.
final class Capture: @unchecked Sendable {
  private let lock = NSLock()
  private var out = ""
  private var err = ""
  func appendOut(_ s: String) {
    lock.lock()
    out += s
    lock.unlock()
  }
  func appendErr(_ s: String) {
    lock.lock()
    err += s
    lock.unlock()
  }
  var texts: (String, String) {
    lock.lock()
    defer { lock.unlock() }
    return (out, err)
  }
}

enum CLITestSupport {
  /// The repository's `Fixtures` folder.
  static let fixtures: String =
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Fixtures").path

  /// Runs the command line in-process from `directory`, with `stdin` as standard input.
  /// `runner` nil runs the real rules; tests of the plumbing pass `simulatedRules`.
  static func run(
    _ arguments: [String], in directory: String = fixtures, stdin: String = "",
    runner: Engine.RuleRunning? = simulatedRules
  ) -> CLIRun {
    let capture = Capture()
    let io = ConsoleIO(
      writeOut: { capture.appendOut($0) }, writeErr: { capture.appendErr($0) },
      readStdin: { Array(stdin.utf8) }, stderrIsTerminal: false, currentDirectory: directory)
    let status = CLI.run(arguments, io: io, runner: runner)
    let (out, err) = capture.texts
    return CLIRun(status: status, stdout: out, stderr: err)
  }

  /// Default severities of RULES.md, for the simulated rules.
  static let severities: [String: Severity] = [
    "missing_consumption_report": .error, "duplicate_consumption_report": .error,
    "unknown_treated_as_approval": .error, "evaluation_outside_sensitive_category": .warning,
    "authorization_requested_without_status_check": .warning, "authorization_prompt_in_sensitive_flow": .warning,
    "blanket_consumption_report": .warning, "consumption_value_mismatch": .warning,
  ]

  /// Perfect rules for the plumbing tests: each `// expect: rule` comment of a linted file
  /// becomes that finding, on that line, at the comment's column. The message names the
  /// program's size, so a run that misses the project's other files gives different output.
  static let simulatedRules: Engine.RuleRunning = { file, program in
    let text = String(decoding: file.tree.source.bytes, as: UTF8.self)
    var findings: [Finding] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      guard let marker = line.range(of: "// expect:") else { continue }
      let column = line.utf8.distance(from: line.startIndex, to: marker.lowerBound) + 1
      for rule in line[marker.upperBound...].split(separator: ",") {
        let id = rule.trimmingCharacters(in: .whitespaces)
        findings.append(
          Finding(
            rule: id, severity: severities[id] ?? .error,
            message: "simulated \(id) in a program of \(program.files.count) files",
            file: file.path, line: index + 1, column: column,
            related: [RelatedLocation(file: file.path, line: index + 1, column: 1, message: "related step")]))
      }
    }
    return findings
  }
}
