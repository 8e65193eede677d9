import Foundation
import XCTest

@testable import TrustLintAnalysis

/// Bodies whose flow graphs once cost more than linear work in their size, measured in steps
/// the builder counts (not seconds), with the findings checked at the size that was slow.
final class FlowScalingTests: XCTestCase {
  /// A ledger step list: `count` `try`s in one `do` with a `catch` clause per error case and
  /// no clause that catches everything, while an evaluation is pending.
  static func typedCatches(_ count: Int, catchAll: Bool) -> String {
    var text = """
      import TrustInsights
      enum LedgerError: Error { case \((0..<count).map { "limit\($0)" }.joined(separator: ", ")) }
      protocol Ledger { func reserve(_ amount: Int, step: Int) async throws }
      func transfer(
        evaluator: InsightEvaluator, ledger: Ledger, context: InsightEvaluator.InsightContext
      ) async throws {
        let evaluation = try await evaluator.requestEvaluation(context: context)
        do {

      """
    for i in 0..<count { text += "    try await ledger.reserve(\(i), step: \(i))\n" }
    text += "    evaluation.reportConsumption(.usedEvaluationOnly)\n"
    for i in 0..<count {
      text += "  } catch LedgerError.limit\(i) {\n    evaluation.reportConsumption(.notUsedError)\n"
    }
    if catchAll { text += "  } catch {\n    evaluation.reportConsumption(.notUsedError)\n" }
    return text + "  }\n}\n"
  }

  /// Each `try` asked every clause of every enclosing `do` whether it names a type and whether
  /// it surely misses an error other than `InsightError`: 250,000 clause tests here (3 s of a
  /// debug build's 4 s). Answered once per `do`, the count is the number of clauses.
  func testManyTriesInADoWithManyTypedCatchesTestEachClauseOnce() {
    let count = 500
    for catchAll in [false, true] {
      let program = FlowTestSupport.program(Self.typedCatches(count, catchAll: catchAll))
      let graphs = program.graphs(for: program.files[0])
      let transfer = graphs.first { $0.name.hasPrefix("transfer") }
      XCTAssertNotNil(transfer)
      XCTAssertLessThanOrEqual(transfer?.catchClauseTests ?? .max, count + 1, "catch clause tests")
      // Without a clause that catches everything, an error of another kind leaves the body.
      let leaks = program.obligations(for: program.files[0]).flatMap(\.leaks)
      XCTAssertEqual(leaks.isEmpty, catchAll, "leaks: \(leaks)")
    }
  }

  /// A reducer: one evaluation, a `defer` that reports it and logs `lines` metrics, and a
  /// `switch` that returns from each of `count` cases.
  static func reducer(_ count: Int, lines: Int, reports: Bool) -> String {
    var text = """
      import TrustInsights
      enum Action { case \((0..<count).map { "a\($0)" }.joined(separator: ", ")) }
      func reduce(
        _ action: Action, evaluator: InsightEvaluator, context: InsightEvaluator.InsightContext, log: [String: Int]
      ) async throws -> Int {
        let evaluation = try await evaluator.requestEvaluation(context: context)
        var status = InsightEvaluationConsumptionStatus.notUsedNotNeeded
        defer {

      """
    if reports { text += "    evaluation.reportConsumption(status)\n" }
    for j in 0..<lines { text += "    if let n = log[\"m\(j)\"], n > \(j) { print(\"metric \\(n)\") }\n" }
    text += "  }\n  if case .success(.high) = evaluation.insight.outcome { status = .usedIncreasedFriction }\n"
    text += "  switch action {\n"
    for i in 0..<count { text += "  case .a\(i): return \(i)\n" }
    return text + "  }\n}\n"
  }

  /// The `defer` ran its forty logging statements again at each of the thousand returns
  /// (40,000 statements lowered, 5 s of a debug build). Those statements do nothing the
  /// dataflow sees: lowered once, the count is a statement per return (the report) and forty.
  func testLongDeferWithManyExitsLowersItsInertStatementsOnce() {
    let count = 1_000
    for reports in [true, false] {
      let program = FlowTestSupport.program(Self.reducer(count, lines: 40, reports: reports))
      let reduce = program.graphs(for: program.files[0]).first { $0.name.hasPrefix("reduce") }
      XCTAssertNotNil(reduce)
      let lowered = reduce?.deferStatementsLowered ?? .max
      XCTAssertLessThanOrEqual(lowered, 2 * count + 100, "defer statements lowered")
      let leaks = program.obligations(for: program.files[0]).flatMap(\.leaks)
      XCTAssertEqual(leaks.isEmpty, reports, "leaks: \(leaks)")
      // Every return is a leaking exit where the defer does not report.
      if !reports { XCTAssertEqual(leaks.first?.exits.count, count) }
    }
  }
}
