import TrustInsights
import XCTest

// An integration test that reads the outcome inside XCTest assertions, then reports. The
// assertions take their expressions as throwing autoclosures and are not `throws`: an error of
// `get()` there is recorded as a test failure and the test goes on, so the `try` is no exit
// and the report after it is on every path.
final class SimulatorEvaluationTests: XCTestCase {
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func testSimulatorHasNoEvidence() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    XCTAssertEqual(try evaluation.insight.outcome.get(), .unknown)
    XCTAssertNoThrow(try evaluation.insight.outcome.get())
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func testLevelIsNotHigh() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    XCTAssertNotEqual(try evaluation.insight.outcome.get(), .high, "a simulator has no coaching signal")
    switch evaluation.insight.outcome {
    case .success: evaluation.reportConsumption(.usedEvaluationOnly)
    case .failure: evaluation.reportConsumption(.notUsedError)
    }
  }
}
