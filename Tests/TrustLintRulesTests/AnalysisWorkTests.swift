import Foundation
import TrustLintAnalysis
import TrustLintSyntax
import XCTest

/// The work of the whole-program analyses on a program of every rule fixture at once (about
/// 900 files, 600 of them using TrustInsights, many sharing names such as `evaluate`) and
/// trustlint's own sources (as `trustlint lint Fixtures/rules` in this repository reads): a
/// change that makes a trace fan out over every call of a common name shows here as steps,
/// deterministically, before it shows as seconds on a user's tree (the category tracer once
/// went from 0.4 s to 6 s of CPU on this tree, spending its whole budget, after which its
/// results silently stop growing).
final class AnalysisWorkTests: XCTestCase {
  func testCategoryTracingOfAllFixturesStaysFarBelowItsLimit() {
    let files = FixtureHarness.cases().flatMap(\.files)
    XCTAssertGreaterThan(files.count, 500)
    // Beside them, trustlint's own sources, read for declarations as a project's other files
    // are: a large code base calling `status(…)`, `evaluate(…)` and writing `$0` everywhere.
    let sources = FixtureHarness.swiftFiles(
      in: FixtureHarness.fixturesRoot.deletingLastPathComponent().appendingPathComponent("Sources"))
    XCTAssertGreaterThan(sources.count, 100)
    func parse(_ url: URL, linted: Bool) -> ParsedFile {
      let bytes = (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
      return ParsedFile(tree: Parser.parse(SourceFile(path: url.path, bytes: bytes)), isLinted: linted)
    }
    let parsed = files.map { parse($0, linted: true) } + sources.map { parse($0, linted: false) }
    let program = Program(files: parsed, options: AnalysisOptions())
    let table = ProgramFacts.of(program).categoryTable
    XCTAssertGreaterThan(table.leaves.count, 100, "the fixtures' categories are traced")
    // Measured 2026-12-02: see the assertion message when it fails; the limit is 500,000.
    XCTAssertLessThan(table.tracingSteps, 50_000, "tracing steps: \(table.tracingSteps)")
  }
}
