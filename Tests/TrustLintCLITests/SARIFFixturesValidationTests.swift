import Foundation
import TrustLintTestSupport
import XCTest

/// Every rule fixture, linted with the real rules through the command line in SARIF format,
/// must validate against the official SARIF 2.1.0 schema (and `.ci/validate-sarif.py`'s own
/// consistency checks: rule indices, relative percent-encoded URIs, 1-based positions).
final class SARIFFixturesValidationTests: XCTestCase {
  func testSARIFOfEveryRuleFixtureValidates() throws {
    try Self.requireValidator()
    let fm = FileManager.default
    let rulesRoot = CLITestSupport.fixtures + "/rules"
    let out = fm.temporaryDirectory.appendingPathComponent("trustlint-sarif-\(UUID().uuidString)")
    try fm.createDirectory(at: out, withIntermediateDirectories: true)
    defer { try? fm.removeItem(at: out) }
    var written: [String] = []
    var withResults = 0
    for rule in try fm.contentsOfDirectory(atPath: rulesRoot).sorted() {
      for entry in try fm.contentsOfDirectory(atPath: rulesRoot + "/" + rule).sorted() {
        let path = rulesRoot + "/" + rule + "/" + entry
        var isDir: ObjCBool = false
        _ = fm.fileExists(atPath: path, isDirectory: &isDir)
        guard isDir.boolValue || entry.hasSuffix(".swift") else { continue }
        // The fixture is its own project: no declarations from the rest of the repository. A
        // single-file fixture is copied into a folder of its own, so that the run reads that
        // file alone rather than every fixture of the rule (as the fixture harness lints it).
        var root = path
        var target = path
        if !isDir.boolValue {
          let alone = out.appendingPathComponent("projects/\(rule)/\(entry)", isDirectory: true)
          try fm.createDirectory(at: alone, withIntermediateDirectories: true)
          target = alone.appendingPathComponent(entry).path
          try fm.copyItem(atPath: path, toPath: target)
          root = alone.path
        }
        let run = CLITestSupport.run(
          ["lint", "--format", "sarif", "--exit-zero", "--quiet", "--project-root", root, target],
          in: root, runner: nil)
        XCTAssertEqual(run.status, 0, "\(rule)/\(entry): \(run.stderr)")
        if run.stdout.contains("\"ruleId\"") { withResults += 1 }
        let file = out.appendingPathComponent("\(rule)-\(entry).sarif").path
        try Data(run.stdout.utf8).write(to: URL(fileURLWithPath: file))
        written.append(file)
      }
    }
    XCTAssertGreaterThan(written.count, 100, "expected every rule fixture")
    XCTAssertGreaterThan(withResults, 50, "flagged fixtures must produce results")
    let (status, output) = try SARIFValidator.validate(files: written)
    XCTAssertEqual(status, 0, output)
  }

  /// Skips only when python3 or jsonschema is missing (CI installs jsonschema in .ci/run).
  static func requireValidator() throws {
    if let reason = SARIFValidator.unavailableReason() { throw XCTSkip(reason) }
  }
}
