import Foundation
import XCTest

/// A body whose flow graph passes the builder's nesting limit gets no findings of the rules
/// that follow paths (a partial graph would invent leaks); a note on standard error names the
/// body and its line, so that the silence is not read as "clean".
final class CLIFlowLimitNotesTests: XCTestCase {
  /// A function that leaks its evaluation parameter at an early `return`, with one expression
  /// `depth` calls deep (the builder stops past 180; the parser reads this depth).
  static func deepBody(depth: Int) -> String {
    "import TrustInsights\n\n"
      + "func deep(evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, ok: Bool) {\n"
      + "  if ok { return }\n"
      + "  let v = " + String(repeating: "f(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
      + "  evaluation.reportConsumption(.notUsedNotNeeded)\n}\n\nfunc f(_ i: Int) -> Int { i }\n"
  }

  func testBodyPastTheNestingLimitIsNamed() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    try Self.deepBody(depth: 185).write(toFile: scratch.path + "/Deep.swift", atomically: true, encoding: .utf8)
    let run = CLITestSupport.run(["lint", "Deep.swift"], in: scratch.path, runner: nil)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertTrue(
      run.stderr.hasPrefix(
        "trustlint: note: Deep.swift:3:1: the flow of 'deep(evaluation:ok:)' is too large or too deeply nested "
          + "to follow, so the findings that follow its paths (missing and duplicate reports) are not reported"),
      run.stderr)
  }

  func testBodyWithinTheLimitGetsItsFindingAndNoNote() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    try Self.deepBody(depth: 150).write(toFile: scratch.path + "/Deep.swift", atomically: true, encoding: .utf8)
    let run = CLITestSupport.run(["lint", "Deep.swift"], in: scratch.path, runner: nil)
    XCTAssertEqual(run.status, 1, run.stderr)
    XCTAssertTrue(
      run.stdout.hasPrefix("Deep.swift:3:11: error: evaluation parameter 'evaluation' of 'deep(evaluation:ok:)'"),
      run.stdout)
    XCTAssertFalse(run.stderr.contains("too deeply nested"), run.stderr)
  }

  /// A body that neither names nor creates an evaluation (a generated checksum, 185 calls deep,
  /// in a file that imports TrustInsights) has no report to miss: no note, which would be noise
  /// on every run (probes-dv p70).
  func testBodyWithoutEvaluationsPastTheLimitGetsNoNote() throws {
    let scratch = try TemporaryProject(copying: "cli/clean")
    let source =
      "import TrustInsights\n\nfunc checksum() -> Int {\n  return "
      + String(repeating: "f(", count: 185) + "1" + String(repeating: ")", count: 185) + "\n}\n\n"
      + "func f(_ i: Int) -> Int { i }\n"
    try source.write(toFile: scratch.path + "/Checksum.swift", atomically: true, encoding: .utf8)
    let run = CLITestSupport.run(["lint", "Checksum.swift"], in: scratch.path, runner: nil)
    XCTAssertEqual(run.status, 0, run.stderr)
    XCTAssertEqual(run.stdout, "")
    XCTAssertFalse(run.stderr.contains("too deeply nested"), run.stderr)
  }
}
