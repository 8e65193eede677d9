import Foundation
import XCTest

/// `maxFileBytes` (README, "Which files are linted"): a file larger than the limit is read but
/// neither parsed nor analysed, a note on standard error names it with its size, and the run
/// is otherwise the run without it (exit status, the other files' findings). Each test puts a
/// leak in the large file, so a file analysed by mistake shows as an unexpected finding.
final class OversizedFileTests: XCTestCase {
  /// A file of `bytes` bytes (padded with a comment line) whose first function leaks.
  static func leakingFile(path: String, bytes: Int) -> HostileFile {
    let head = """
      import TrustInsights

      func leak(evaluator: InsightEvaluator, context: InsightEvaluator.InsightContext) async throws {
        let evaluation = try await evaluator.requestEvaluation(context: context)
        print(evaluation.insight)
      }

      """
    var text = Array(head.utf8) + Array("let padding = 1; ".utf8)
    let unit = Array("let padding = 1; ".utf8)
    while text.count + unit.count <= bytes - 1 { text += unit }
    text += [UInt8](repeating: UInt8(ascii: " "), count: bytes - 1 - text.count) + [UInt8(ascii: "\n")]
    return HostileFile(path: path, bytes: text)
  }

  func testDefaultLimitSkipsAFileOverEightMebibytes() throws {
    let size = (8 << 20) + 1
    let tree = try HostileTree.make([Self.leakingFile(path: "big/Generated.swift", bytes: size)])
    defer { tree.remove() }
    let run = HostileInputTests.lint(tree)
    XCTAssertTrue(
      run.stderr.contains(
        "trustlint: note: big/Generated.swift: not analysed: the file is 8.0 MiB (8388609 bytes), more than the "
          + "8.0 MiB limit"), run.stderr)
    XCTAssertTrue(run.stderr.contains("raise maxFileBytes in .trustlint.json"), run.stderr)
  }

  func testConfiguredLimitSkipsLargerFilesAndAnalysesTheRest() throws {
    let config = HostileFile(path: ".trustlint.json", bytes: Array(#"{ "maxFileBytes": 100000 }"#.utf8))
    var small = Self.leakingFile(path: "Small.swift", bytes: 100_000)
    small.expected = ["Small.swift:4 missing_consumption_report"]
    let large = Self.leakingFile(path: "Large.swift", bytes: 100_001)
    let tree = try HostileTree.make([config, small, large])
    defer { tree.remove() }
    let run = HostileInputTests.lint(tree)
    XCTAssertTrue(run.stderr.contains("note: Large.swift: not analysed"), run.stderr)
    XCTAssertFalse(run.stderr.contains("Small.swift: not analysed"), run.stderr)
    // Still counted as linted: it was read, and the note says why it has no findings.
    XCTAssertTrue(run.stderr.contains("3 files linted"), run.stderr)
  }

  /// `--analyze-all` builds every file's graphs, but not those of a file over the limit.
  func testAnalyzeAllKeepsTheLimit() throws {
    let config = HostileFile(path: ".trustlint.json", bytes: Array(#"{ "maxFileBytes": 50000 }"#.utf8))
    let tree = try HostileTree.make([config, Self.leakingFile(path: "Large.swift", bytes: 60_000)])
    defer { tree.remove() }
    let run = HostileInputTests.lint(tree, ["--analyze-all"])
    XCTAssertTrue(run.stderr.contains("note: Large.swift: not analysed"), run.stderr)
  }
}
