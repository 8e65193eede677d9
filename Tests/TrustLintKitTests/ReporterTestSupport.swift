import Foundation
import TrustLintKit
import TrustLintRules
import XCTest

/// Shared inputs and golden-file helpers for the reporter tests.
enum ReporterTestSupport {
  /// The repository root, found from this file's path (Tests/TrustLintKitTests/…).
  static let repositoryRoot: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A project root with a space, so that SARIF's SRCROOT must be percent-encoded.
  static let root = "/work/My App"

  static let transfer = "Sources/Payments/Transfer Service.swift"
  static let oddName = "Sources/Payments/a,b:c%d.swift"

  /// A report that exercises every escaping rule: commas, colons, newlines, percent
  /// signs, quotes, `<&>` in messages, and paths with spaces, commas, colons and `%`.
  static func sampleReport() -> LintReport {
    let missing = Finding(
      rule: "missing_consumption_report", severity: .error,
      message: "evaluation is not reported on 2 paths: returns at line 41 on the `.medium` branch, "
        + "\"try ledger.reserve(amount)\" can throw at line 17; 100% <sure> & certain",
      file: transfer, line: 12, column: 30,
      related: [
        RelatedLocation(file: transfer, line: 41, column: 7, message: "returns here without a report"),
        RelatedLocation(file: transfer, line: 17, column: 9, message: "`try` can throw here: a, b: c"),
      ],
      enclosingDeclaration: "TransferService.confirm(amount:)")
    let category = Finding(
      rule: "evaluation_outside_sensitive_category", severity: .warning,
      message: "category `.other` leaves the sensitive categories:\nuse `.payment`\r\nor 'account'",
      file: oddName, line: 3, column: 52, enclosingDeclaration: "makeContext()")
    let superfluous = Finding(
      rule: "superfluous_disable_command", severity: .note,
      message: "'trustlint:disable:next all' suppresses nothing", file: "/elsewhere/Outside.swift", line: 1,
      column: 1)
    let undescribed = Finding(
      rule: "blanket_consumption_report", severity: .warning, message: "same status on every path",
      file: transfer, line: 50, column: 18, enclosingDeclaration: "TransferService.finish()")
    let paths = ReportPaths(root: root, workingDirectory: root)
    let lines: [String: [String]] = [
      transfer: Array(repeating: "", count: 60), oddName: ["", "", "    let c = ctx(.other)"],
    ]
    let reported = Fingerprint.assign([undescribed, superfluous, category, missing], paths: paths) { file, line in
      guard let text = lines[file], line >= 1, line <= text.count else { return [] }
      return Array(text[line - 1].utf8)
    }
    return LintReport(
      findings: reported,
      summary: LintSummary(filesLinted: 5, filesUsingTrustInsights: 3, durationSeconds: 0.4251),
      rules: [missingDescription, SuperfluousDisableCommand.description], toolVersion: "0.1.0-test", paths: paths,
      cleanFiles: ["Sources/Payments/Z <Clean> & \"Safe\".swift", "Sources/A Clean.swift"])
  }

  static let missingDescription = RuleDescription(
    id: "missing_consumption_report", defaultSeverity: .error,
    summary: "every evaluation is reported exactly once on every path",
    rationale: "Apple rate-limits apps that omit reports; a path <without> a report & so on.",
    flaggedExample: "let e = try await evaluator.requestEvaluation(context: ctx)\nif a < b { return }",
    cleanExample: "let e = try await evaluator.requestEvaluation(context: ctx)\ne.reportConsumption(.notUsedNotNeeded)")

  /// An empty report: no findings, no clean files.
  static func emptyReport() -> LintReport {
    LintReport(
      findings: [], summary: LintSummary(filesLinted: 0, filesUsingTrustInsights: 0, durationSeconds: 0), rules: [],
      toolVersion: "0.1.0-test", paths: ReportPaths(root: "/", workingDirectory: "/"))
  }

  /// Compares `text` with Fixtures/reporters/`name`. With TRUSTLINT_UPDATE_GOLDENS=1 the
  /// file is rewritten and the test fails, so that a rewrite is never a silent pass.
  static func assertGolden(_ text: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
    let url = repositoryRoot.appendingPathComponent("Fixtures/reporters/\(name)")
    if ProcessInfo.processInfo.environment["TRUSTLINT_UPDATE_GOLDENS"] == "1" {
      try? Data(text.utf8).write(to: url)
      XCTFail("rewrote \(name); review the diff and run again without TRUSTLINT_UPDATE_GOLDENS", file: file, line: line)
      return
    }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      XCTFail("missing golden file \(url.path)", file: file, line: line)
      return
    }
    let expected = String(decoding: data, as: UTF8.self)
    if expected != text {
      let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
      let b = text.split(separator: "\n", omittingEmptySubsequences: false)
      let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
      XCTFail(
        "\(name) differs at line \(first + 1):\n expected: \(first < a.count ? String(a[first]) : "<end>")\n"
          + "   actual: \(first < b.count ? String(b[first]) : "<end>")", file: file, line: line)
    }
  }
}
