import XCTest

@testable import TrustLintAnalysis

/// The path states that keep correlated `Bool` conditions apart, and their cost.
final class PathStatesTests: XCTestCase {
  private func state(_ valuation: UInt32, zero: Bool) -> ObligationState {
    var s = ObligationState(objectCount: 1)
    s.objects[0].counts = zero ? .zero : .one
    s.valuation = valuation
    return s
  }

  func testTestFiltersContradictingPaths() {
    var paths = PathStates(state(0, zero: true))
    paths.set(slot: 1, to: true)
    XCTAssertEqual(paths.states.map(\.valuation), [0b0100])
    var other = paths
    other.test(slot: 1, is: false)
    XCTAssertTrue(other.states.isEmpty, "a path that set the flag cannot take its false edge")
    paths.test(slot: 0, is: false)
    XCTAssertEqual(paths.states.map(\.valuation), [0b0110])
  }

  func testJoinKeepsValuationsApartAndSetMergesThem() {
    var paths = PathStates(state(0b01, zero: true))
    XCTAssertTrue(paths.join(PathStates(state(0b10, zero: false))))
    XCTAssertEqual(paths.states.count, 2)
    XCTAssertFalse(paths.join(PathStates(state(0b10, zero: false))), "joining the same state again changes nothing")
    paths.set(slot: 0, to: nil)
    XCTAssertEqual(paths.states.count, 1)
    XCTAssertEqual(paths.states[0].objects[0].counts, [.zero, .one])
  }

  /// Four flags set and tested 3,000 times stay linear: at most 3^4 path states per point.
  func testManyCorrelatedTestsStayLinear() {
    var body = "import TrustInsights\nfunc f(_ ev: InsightEvaluator, a: Bool, b: Bool) async throws {\n"
    body += "  let e = try await ev.requestEvaluation(context: c)\n  var f1 = false\n  var f2 = false\n"
    let names = ["a", "b", "f1", "f2"]
    for i in 0..<3000 { body += "  if \(names[i % 4]) { print(\(i)) } else { f1 = !f1; f2 = true }\n" }
    body += "  e.reportConsumption(.usedEvaluationOnly)\n}\n"
    let p = FlowTestSupport.program(body)
    _ = p.index
    let start = Date()
    let results = p.obligations(for: p.files[0])
    let elapsed = Date().timeIntervalSince(start)
    XCTAssertEqual(p.graphs(for: p.files[0]).first?.conditions.count, 4)
    XCTAssertEqual(results.flatMap { $0.leaks }.count, 0)
    XCTAssertLessThan(elapsed, 5, "3,000 correlated ifs took \(elapsed)s")
  }
}
