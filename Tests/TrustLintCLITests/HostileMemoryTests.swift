import Foundation
import TrustLintAnalysis
import TrustLintRules
import TrustLintSyntax
import XCTest

/// A long-running caller (the fuzzer, an editor integration, a test suite) builds many
/// programs in one process: each must be freed once its last user lets go, or memory grows
/// without bound (the fuzzer hit its 2 GB limit after 35,000 inputs this way).
final class HostileMemoryTests: XCTestCase {
  /// Runs every rule on one file as its own program; returns weak references to both and the
  /// number of findings.
  private func lint(_ bytes: [UInt8]) -> (program: () -> Program?, file: () -> ParsedFile?, findings: Int) {
    weak var weakProgram: Program?
    weak var weakFile: ParsedFile?
    var findings = 0
    do {
      let file = ParsedFile(tree: Parser.parse(SourceFile(path: "memory.swift", bytes: bytes)), isLinted: true)
      var options = AnalysisOptions()
      options.analyzeAll = true
      let program = Program(files: [file], options: options)
      findings = RuleRunner.findings(for: file, in: program).count
      weakProgram = program
      weakFile = file
    }
    return ({ weakProgram }, { weakFile }, findings)
  }

  func testProgramAndItsFilesAreFreedAfterTheRules() throws {
    let text = try String(contentsOfFile: CLITestSupport.fixtures + "/hostile/LeakyCheckout.swift", encoding: .utf8)
    let run = lint(Array(text.utf8))
    XCTAssertEqual(run.findings, 2)
    XCTAssertNil(run.program(), "the program is kept alive by a reference cycle")
    XCTAssertNil(run.file(), "the file is kept alive by a reference cycle")
  }

  /// Every rule fixture, so that every analysis the rules build is covered.
  func testNoRuleFixtureKeepsItsProgramAlive() throws {
    let root = CLITestSupport.fixtures + "/rules"
    let walker = FileManager.default.enumerator(atPath: root)
    var checked = 0
    while let relative = walker?.nextObject() as? String {
      guard relative.hasSuffix(".swift") else { continue }
      let data = try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
      let run = lint([UInt8](data))
      XCTAssertNil(run.program(), relative)
      XCTAssertNil(run.file(), relative)
      checked += 1
    }
    XCTAssertGreaterThan(checked, 50)
  }
}
