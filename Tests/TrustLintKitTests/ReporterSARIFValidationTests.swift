import Foundation
import TrustLintKit
import TrustLintTestSupport
import XCTest

/// Runs `.ci/validate-sarif.py` (the official SARIF 2.1.0 schema plus our own
/// consistency checks) on the SARIF reporter's output.
final class ReporterSARIFValidationTests: XCTestCase {
  /// Skips (with the install line) only when python3 or jsonschema is missing.
  private func requireValidator() throws {
    if let reason = SARIFValidator.unavailableReason() { throw XCTSkip(reason) }
  }

  func testSampleReportIsValidSARIF() throws {
    try requireValidator()
    let (status, output) = try SARIFValidator.validate(text: SARIFReporter.render(ReporterTestSupport.sampleReport()))
    XCTAssertEqual(status, 0, output)
  }

  func testEmptyReportIsValidSARIF() throws {
    try requireValidator()
    let (status, output) = try SARIFValidator.validate(text: SARIFReporter.render(ReporterTestSupport.emptyReport()))
    XCTAssertEqual(status, 0, output)
  }

  /// A file that cannot be read (exit 2) and a file that does not parse reach SARIF as tool
  /// execution notifications; a run with neither has no `invocations` (the golden logs).
  func testRunProblemsAndNotesAreToolNotifications() throws {
    let sample = ReporterTestSupport.sampleReport()
    let report = LintReport(
      findings: sample.findings, summary: sample.summary, rules: sample.rules, toolVersion: sample.toolVersion,
      paths: sample.paths, problems: ["Sources/Gone.swift: No such file or directory"],
      runNotes: ["Sources/Broken.swift:3:1: expected '}'; the file does not parse as Swift from here"])
    let text = SARIFReporter.render(report)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let run = try XCTUnwrap((json["runs"] as? [[String: Any]])?.first)
    let invocation = try XCTUnwrap((run["invocations"] as? [[String: Any]])?.first)
    XCTAssertEqual(invocation["executionSuccessful"] as? Bool, false)
    let notes = try XCTUnwrap(invocation["toolExecutionNotifications"] as? [[String: Any]])
    XCTAssertEqual(notes.map { $0["level"] as? String }, ["error", "note"])
    XCTAssertEqual(
      notes.map { ($0["message"] as? [String: Any])?["text"] as? String },
      ["Sources/Gone.swift: No such file or directory", report.runNotes[0]])
    let onlyNote = LintReport(
      findings: [], summary: sample.summary, rules: sample.rules, toolVersion: sample.toolVersion, paths: sample.paths,
      runNotes: ["stale baseline entry"])
    XCTAssertTrue(SARIFReporter.render(onlyNote).contains("\"executionSuccessful\": true"))
    XCTAssertFalse(SARIFReporter.render(sample).contains("invocations"))
    try requireValidator()
    let (status, output) = try SARIFValidator.validate(text: text)
    XCTAssertEqual(status, 0, output)
  }

  /// The validator must reject broken logs, or the tests above prove nothing.
  func testValidatorRejectsInvalidSARIF() throws {
    try requireValidator()
    let good = SARIFReporter.render(ReporterTestSupport.sampleReport())
    let schemaBreak = good.replacingOccurrences(of: "\"startLine\": 12", with: "\"startLine\": \"12\"")
    let (status1, output1) = try SARIFValidator.validate(text: schemaBreak)
    XCTAssertEqual(status1, 1, output1)
    XCTAssertTrue(output1.contains("startLine"), output1)
    let indexBreak = good.replacingOccurrences(of: "\"ruleIndex\": 0", with: "\"ruleIndex\": 1")
    let (status2, output2) = try SARIFValidator.validate(text: indexBreak)
    XCTAssertEqual(status2, 1, output2)
    XCTAssertTrue(output2.contains("ruleIndex 1 names"), output2)
    let rawSpace = good.replacingOccurrences(of: "Transfer%20Service", with: "Transfer Service")
    let (status3, output3) = try SARIFValidator.validate(text: rawSpace)
    XCTAssertEqual(status3, 1, output3)
  }
}
