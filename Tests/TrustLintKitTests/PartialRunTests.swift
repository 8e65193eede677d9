import Foundation
import XCTest

@testable import TrustLintKit

/// Runs over some files of a project (a pre-commit hook's staged files, an editor's buffer on
/// standard input) against the whole-project run (DESIGN.md, "Integration"): the findings of
/// the files passed must be those of the whole run, related locations and their order included.
final class PartialRunTests: XCTestCase {
  /// Lints in `folder` (the project root) with the real rules; `change` sets the paths.
  private func lint(
    _ folder: String, root: String? = nil, _ change: (inout LintOptions) -> Void = { _ in }
  ) -> LintOutcome {
    var options = LintOptions()
    options.currentDirectory = folder
    options.projectRoot = root
    options.jobs = 2
    change(&options)
    return Engine.lint(options)
  }

  /// Findings as lines that show everything a report could print.
  private func lines(_ findings: [ReportedFinding]) -> [String] {
    findings.map { reported in
      let f = reported.finding
      let related = f.related.map { "\($0.file):\($0.line):\($0.column) \($0.message)" }.joined(separator: " | ")
      return "\(f.file):\(f.line):\(f.column) \(f.severity) \(f.rule) \(f.message) [\(related)] \(reported.fingerprint)"
    }
  }

  /// Each Swift file of the project named alone, and given on standard input, gives its
  /// findings of the whole-project run. Returns the whole run's findings. `root` is given where
  /// a folder of the project holds a package of its own (a file named there would have that
  /// folder as its root).
  @discardableResult
  private func assertPartialRunsAgree(
    _ folder: String, _ label: String, root: String? = nil, file: StaticString = #filePath, line: UInt = #line
  ) throws -> [ReportedFinding] {
    let whole = lint(folder, root: root).findings
    let enumerator = FileManager.default.enumerator(atPath: folder)
    let files = (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
    for name in files {
      let expected = lines(whole.filter { $0.finding.file == name })
      XCTAssertEqual(
        lines(lint(folder, root: root) { $0.paths = [name] }.findings), expected, "\(label): \(name)", file: file,
        line: line)
      let text = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
      let stdin = lint(folder, root: root) {
        $0.stdinPath = name
        $0.stdinSource = Array(text)
      }
      XCTAssertEqual(lines(stdin.findings), expected, "\(label): stdin \(name)", file: file, line: line)
    }
    return whole
  }

  /// Two categories read through each other (`x` through `y`, `y` through `x`), with the
  /// evaluator call of the file sorted last reading the one it declares: named alone, that file
  /// came first in the run, its call was traced first, and the notes listed it first; and the
  /// value of the property cut by the cycle was kept, so that in the whole run the second call
  /// found no category at all.
  func testCategoriesReadThroughEachOtherInTwoFiles() throws {
    let scratch = try ScratchFolder()
    try scratch.write(".git/HEAD")
    try scratch.write(
      "Sources/Z.swift",
      """
      import TrustInsights

      enum Cats {
        static var flag = false
        static var x: InsightEvaluator.OperationCategory { flag ? y : .other }
        static var y: InsightEvaluator.OperationCategory { x }
      }

      func zcall() async throws {
        let context = InsightEvaluator.InsightContext(operationCategory: Cats.y, requestedEvaluations: [])
        let e = try await InsightEvaluator().requestEvaluation(context: context)
        e.reportConsumption(.usedEvaluationOnly)
      }

      """)
    try scratch.write(
      "Sources/A.swift",
      """
      import TrustInsights

      func acall() async throws {
        let context = InsightEvaluator.InsightContext(operationCategory: Cats.x, requestedEvaluations: [])
        let e = try await InsightEvaluator().requestEvaluation(context: context)
        e.reportConsumption(.usedEvaluationOnly)
      }

      """)
    let whole = try assertPartialRunsAgree(scratch.path, "cycle")
    XCTAssertEqual(
      whole.map { "\($0.finding.file):\($0.finding.line) \($0.finding.rule)" },
      ["Sources/Z.swift:5 evaluation_outside_sensitive_category"], "both calls reach '.other'")
    // The reads of the computed properties (`Cats.x`, `Cats.y`) are steps of the path too.
    XCTAssertEqual(
      whole.first?.finding.related.map { "\($0.file):\($0.line)" },
      ["Sources/A.swift:4", "Sources/Z.swift:10", "Sources/A.swift:5", "Sources/Z.swift:11"])
  }

  /// Every multi-file rule fixture and the example app: each file alone as in the whole run.
  func testEveryMultiFileFixtureAgreesFileByFile() throws {
    let fixtures = PrefilterTests.fixtures
    let manager = FileManager.default
    var projects = 0
    for rule in try manager.contentsOfDirectory(atPath: fixtures + "/rules").sorted() {
      for name in try manager.contentsOfDirectory(atPath: fixtures + "/rules/" + rule).sorted()
      where !name.hasSuffix(".swift") {
        let scratch = try ScratchFolder()
        try manager.copyItem(atPath: fixtures + "/rules/" + rule + "/" + name, toPath: scratch.path + "/case")
        let root = scratch.path + "/case"
        if !manager.fileExists(atPath: root + "/Package.swift") { try scratch.write("case/.git/HEAD") }
        try assertPartialRunsAgree(root, "\(rule)/\(name)", root: ".")
        projects += 1
      }
    }
    XCTAssertGreaterThan(projects, 50)
  }
}
