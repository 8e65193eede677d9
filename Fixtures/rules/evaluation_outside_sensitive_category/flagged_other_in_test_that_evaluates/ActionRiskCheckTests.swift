import TrustInsights
import XCTest

@testable import SafeBank

final class ActionRiskCheckDeviceTests: XCTestCase {
  func testOtherCategoryEvaluatesOnDevice() async throws {
    let context = CoachingContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
