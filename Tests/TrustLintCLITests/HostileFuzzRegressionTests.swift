import Foundation
import XCTest

/// Every input the fuzzer found (a crash, a timeout or an out-of-memory), kept in
/// Fixtures/fuzz-regressions, goes through the pipeline again, as the fuzzer ran it: as is,
/// after an `import TrustInsights` line, and as the body of a function holding an evaluation;
/// then all of them together through the command line beside the leaking file.
final class HostileFuzzRegressionTests: XCTestCase {
  /// The regression inputs: every file of the folder but its README.
  static func inputs() throws -> [(name: String, bytes: [UInt8])] {
    let folder = CLITestSupport.fixtures + "/fuzz-regressions"
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0 != "README.md" }.sorted()
    return try names.map { ($0, [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/" + $0)))) }
  }

  func testEachRegressionInputThroughThePipeline() throws {
    let inputs = try Self.inputs()
    XCTAssertFalse(inputs.isEmpty, "no regression inputs found")
    // The fuzzer's own limit (-timeout=5) applies to a release build; debug is slower.
    for input in inputs { HostileCallingThreadTests.runVariants(input.bytes, name: input.name) }
  }

  func testAllRegressionInputsThroughTheCommandLine() throws {
    let files = try Self.inputs().map { HostileFile(path: "regressions/\($0.name).swift", bytes: $0.bytes) }
    let tree = try HostileTree.make(
      files.map {
        var file = $0
        file.ownFindingsChecked = false
        return file
      })
    defer { tree.remove() }
    HostileInputTests.lint(tree)
  }
}
