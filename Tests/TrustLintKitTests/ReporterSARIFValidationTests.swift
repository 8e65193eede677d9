import Foundation
import TrustLintKit
import XCTest

/// Runs `.ci/validate-sarif.py` (the official SARIF 2.1.0 schema plus our own
/// consistency checks) on the SARIF reporter's output.
final class ReporterSARIFValidationTests: XCTestCase {
  private var script: String { ReporterTestSupport.repositoryRoot.appendingPathComponent(".ci/validate-sarif.py").path }

  /// Runs the validator on `text`; returns its exit status and combined output.
  private func validate(_ text: String) throws -> (Int32, String) {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("trustlint-\(UUID().uuidString).sarif")
    try Data(text.utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, file.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }

  /// Skips (with the install line) only when python3 or jsonschema is missing.
  private func requireValidator() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import jsonschema"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      throw XCTSkip("python3 is not available; CI installs it (python3 -m pip install jsonschema)")
    }
    if process.terminationStatus != 0 {
      throw XCTSkip("Python package jsonschema is missing: python3 -m pip install jsonschema")
    }
  }

  func testSampleReportIsValidSARIF() throws {
    try requireValidator()
    let (status, output) = try validate(SARIFReporter.render(ReporterTestSupport.sampleReport()))
    XCTAssertEqual(status, 0, output)
  }

  func testEmptyReportIsValidSARIF() throws {
    try requireValidator()
    let (status, output) = try validate(SARIFReporter.render(ReporterTestSupport.emptyReport()))
    XCTAssertEqual(status, 0, output)
  }

  /// The validator must reject broken logs, or the tests above prove nothing.
  func testValidatorRejectsInvalidSARIF() throws {
    try requireValidator()
    let good = SARIFReporter.render(ReporterTestSupport.sampleReport())
    let schemaBreak = good.replacingOccurrences(of: "\"startLine\": 12", with: "\"startLine\": \"12\"")
    let (status1, output1) = try validate(schemaBreak)
    XCTAssertEqual(status1, 1, output1)
    XCTAssertTrue(output1.contains("startLine"), output1)
    let indexBreak = good.replacingOccurrences(of: "\"ruleIndex\": 0", with: "\"ruleIndex\": 1")
    let (status2, output2) = try validate(indexBreak)
    XCTAssertEqual(status2, 1, output2)
    XCTAssertTrue(output2.contains("ruleIndex 1 names"), output2)
    let rawSpace = good.replacingOccurrences(of: "Transfer%20Service", with: "Transfer Service")
    let (status3, output3) = try validate(rawSpace)
    XCTAssertEqual(status3, 1, output3)
  }
}
