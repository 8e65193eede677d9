import Foundation
import XCTest

@testable import TrustLintAnalysis

/// Golden tests of the control-flow graphs: each `Fixtures/flow/<name>.swift` is one program
/// whose graphs must dump exactly as `<name>.cfg`. Set `UPDATE_GOLDENS=1` to rewrite the
/// `.cfg` files after a deliberate change (and read the diff before committing it).
final class FlowGoldenTests: XCTestCase {
  func testGraphsMatchGoldens() throws {
    let folder = FlowTestSupport.fixturesRoot.appendingPathComponent("flow")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
      .sorted()
    XCTAssertGreaterThanOrEqual(names.count, 10)
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
    for name in names {
      let source = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      let actual = FlowTestSupport.dump(source)
      let golden = folder.appendingPathComponent(String(name.dropLast(".swift".count)) + ".cfg")
      if update {
        try actual.write(to: golden, atomically: true, encoding: .utf8)
        continue
      }
      let expected = (try? String(contentsOf: golden, encoding: .utf8)) ?? "<missing \(golden.lastPathComponent)>"
      if actual != expected {
        XCTFail("\(name): graph dump differs from \(golden.lastPathComponent):\n\(actual)")
      }
    }
  }

  /// The dump is deterministic: building twice gives the same text.
  func testDumpIsDeterministic() throws {
    let folder = FlowTestSupport.fixturesRoot.appendingPathComponent("flow")
    let source = try String(contentsOf: folder.appendingPathComponent("loops.swift"), encoding: .utf8)
    XCTAssertEqual(FlowTestSupport.dump(source), FlowTestSupport.dump(source))
  }
}
