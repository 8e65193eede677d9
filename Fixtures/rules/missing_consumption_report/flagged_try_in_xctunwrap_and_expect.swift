import Testing
import TrustInsights
import XCTest

// The assertions that do let an error out: `XCTUnwrap` is `throws`, and `#expect(try …)`
// rethrows what its expression throws (the test ends there). The report after them is not on
// that path; an app's own function named like an assertion is read by its declaration.
final class RecoveryEmailTests: XCTestCase {
  func testRecoveryEmailChangeHasALevel() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "can throw"
    let level = try XCTUnwrap(try? evaluation.insight.outcome.get())
    XCTAssertNotEqual(level, .high)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

@Test func transferLevelIsKnown() async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "can throw"
  #expect(try evaluation.insight.outcome.get() != .unknown)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

/// The app's own helper of an assertion's name, declared `throws`: its `try` leaves.
func XCTAssertLevel(_ level: () throws -> IsLikelyBeingCoachedInsight.Value) throws {
  _ = try level()
}

func checkLevel() async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "can throw"
  try XCTAssertLevel { try evaluation.insight.outcome.get() }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
