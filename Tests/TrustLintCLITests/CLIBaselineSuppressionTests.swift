import Foundation
import XCTest

/// Suppression commands, configured severities and baselines through the whole command line.
final class CLIBaselineSuppressionTests: XCTestCase {
  func testSuppressionHidesAFindingAndAnUnusedOneIsSuperfluous() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    let path = scratch.path + "/LeakyCheckout.swift"
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "    let evaluation = try await",
      with:
        "    // trustlint:disable:next missing_consumption_report -- reviewed, see TKT-12\n    let evaluation = try await"
    )
    text = text.replacingOccurrences(
      of: "    return false\n", with: "    // trustlint:disable:next unknown_treated_as_approval\n    return false\n")
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    let run = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(run.status, 0, run.stdout)
    XCTAssertFalse(run.stdout.contains("missing_consumption_report)"), run.stdout)
    XCTAssertTrue(run.stdout.contains(": warning: "), run.stdout)
    XCTAssertTrue(run.stdout.contains("(superfluous_disable_command)"), run.stdout)
    XCTAssertEqual(CLITestSupport.run(["lint", "--strict", "."], in: scratch.path).status, 1)
  }

  func testConfiguredSeverityAndOff() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    let path = scratch.path + "/CheckoutReview.swift"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    try text.replacingOccurrences(
      of: "    switch evaluation",
      with: "    // trustlint:disable:next duplicate_consumption_report\n    switch evaluation"
    ).write(toFile: path, atomically: false, encoding: .utf8)
    let plain = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(plain.status, 0)
    XCTAssertTrue(plain.stdout.contains(": warning: "), plain.stdout)
    try scratch.write(".trustlint.json", #"{"rules": {"superfluous_disable_command": "error"}}"#)
    let raised = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(raised.status, 1)
    XCTAssertTrue(raised.stdout.contains(": error: "), raised.stdout)
    XCTAssertTrue(raised.stdout.contains("(superfluous_disable_command)"), raised.stdout)
    try scratch.write(".trustlint.json", #"{"rules": {"superfluous_disable_command": "off"}}"#)
    let off = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(off.status, 0)
    XCTAssertEqual(off.stdout, "")
  }

  func testWriteBaselineThenApplyItAndReportStaleEntries() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    let write = CLITestSupport.run(["lint", "--write-baseline", "trustlint-baseline.json", "."], in: scratch.path)
    XCTAssertEqual(write.status, 0, write.stderr)
    XCTAssertEqual(write.stdout, "")
    XCTAssertTrue(write.stderr.contains("1 finding recorded in the baseline"), write.stderr)
    let baseline = try String(contentsOfFile: scratch.path + "/trustlint-baseline.json", encoding: .utf8)
    XCTAssertTrue(baseline.contains("\"missing_consumption_report\""), baseline)
    XCTAssertTrue(baseline.contains("\"LeakyCheckout.swift\""), baseline)

    // Lines inserted above the finding do not un-hide it.
    let path = scratch.path + "/LeakyCheckout.swift"
    let original = try String(contentsOfFile: path, encoding: .utf8)
    try ("// A new header line.\n\n" + original).write(toFile: path, atomically: false, encoding: .utf8)
    let applied = CLITestSupport.run(["lint", "--baseline", "trustlint-baseline.json", "."], in: scratch.path)
    XCTAssertEqual(applied.status, 0, applied.stdout)
    XCTAssertEqual(applied.stdout, "")
    XCTAssertTrue(applied.stderr.contains("1 finding hidden by the baseline"), applied.stderr)

    // From the configuration, relative to its folder; the fixed finding leaves a stale entry.
    try scratch.write(".trustlint.json", #"{"baseline": "trustlint-baseline.json"}"#)
    try original.replacingOccurrences(of: "  // expect: missing_consumption_report", with: "")
      .write(toFile: path, atomically: false, encoding: .utf8)
    let stale = CLITestSupport.run(["lint", "."], in: scratch.path)
    XCTAssertEqual(stale.status, 0)
    XCTAssertTrue(stale.stderr.contains("trustlint: note: 1 entry of trustlint-baseline.json no longer"), stale.stderr)
  }

  /// A pre-commit run lints a few files: it says nothing about the baseline entries of the
  /// files it did not lint, and rewriting the baseline keeps theirs.
  func testBaselineEntriesOfFilesNotLintedAreKeptAndNotCalledStale() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    let leaky = try String(contentsOfFile: scratch.path + "/LeakyCheckout.swift", encoding: .utf8)
    try scratch.write(
      "Other/SecondCheckout.swift", leaky.replacingOccurrences(of: "LeakyCheckout", with: "SecondCheckout"))
    let write = CLITestSupport.run(["lint", "--write-baseline", "bl.json", "."], in: scratch.path)
    XCTAssertTrue(write.stderr.contains("findings recorded in the baseline"), write.stderr)
    let whole = try String(contentsOfFile: scratch.path + "/bl.json", encoding: .utf8)
    XCTAssertTrue(whole.contains("Other/SecondCheckout.swift") && whole.contains("\"LeakyCheckout.swift\""), whole)

    let one = CLITestSupport.run(["lint", "--baseline", "bl.json", "LeakyCheckout.swift"], in: scratch.path)
    XCTAssertEqual(one.status, 0, one.stdout)
    XCTAssertFalse(one.stderr.contains("no longer"), one.stderr)

    let rewrite = CLITestSupport.run(["lint", "--write-baseline", "bl.json", "LeakyCheckout.swift"], in: scratch.path)
    XCTAssertEqual(rewrite.status, 0, rewrite.stderr)
    XCTAssertEqual(try String(contentsOfFile: scratch.path + "/bl.json", encoding: .utf8), whole)

    // A file that is gone is judged: its entries are stale.
    try FileManager.default.removeItem(atPath: scratch.path + "/Other/SecondCheckout.swift")
    let gone = CLITestSupport.run(["lint", "--baseline", "bl.json", "LeakyCheckout.swift"], in: scratch.path)
    XCTAssertTrue(
      gone.stderr.contains("no longer match") && gone.stderr.contains("Other/SecondCheckout.swift"), gone.stderr)
  }

  func testUnreadableBaselineExitsTwo() throws {
    let scratch = try TemporaryProject(copying: "cli/error")
    try scratch.write("broken-baseline.json", "{ not json")
    let run = CLITestSupport.run(["lint", "--baseline", "broken-baseline.json", "."], in: scratch.path)
    XCTAssertEqual(run.status, 2)
    XCTAssertTrue(run.stderr.contains("broken-baseline.json"), run.stderr)
    XCTAssertTrue(run.stdout.contains("missing_consumption_report"), "findings are still reported")
    let missing = CLITestSupport.run(["lint", "--baseline", "none.json", "."], in: scratch.path)
    XCTAssertEqual(missing.status, 2)
  }
}
