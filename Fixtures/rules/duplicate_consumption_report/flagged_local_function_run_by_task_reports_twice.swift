// A local function that a `Task` runs later takes the evaluation along (an escape for the
// body that requested it), but two reports inside it are still one evaluation reported twice.
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
      if heldForReview {
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "evaluation 'evaluation' captured by the local function 'finish' is reported again on a path that already reported it at line 18"
    }
    Task { @MainActor in
      finish()
    }
  }
}
