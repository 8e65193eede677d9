// Near misses of flagged_local_function_run_by_task_reports_twice: the local function a `Task`
// runs reports the evaluation it captured once; one called in place reports it once as well
// (counted at its call).
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class ReviewModel: @unchecked Sendable {
  let evaluator = InsightEvaluator()
  var heldForReview = false

  func reviewLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    func finish() {
      evaluation.reportConsumption(heldForReview ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
    Task { @MainActor in
      finish()
    }
  }

  func reviewNow() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    func finish(held: Bool) {
      evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
    finish(held: heldForReview)
  }
}
