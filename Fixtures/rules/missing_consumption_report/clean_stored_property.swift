import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferReviewModel {
  private let evaluator = InsightEvaluator()
  private var evaluation: CoachingEvaluation?
  private var history: [CoachingEvaluation] = []

  func prepare() async throws {
    // Kept for the confirm step, which reports it.
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    self.evaluation = evaluation
  }

  func prepareBatch() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    history.append(evaluation)
  }

  func confirm() {
    evaluation?.reportConsumption(.usedUnchangedFriction)
    evaluation = nil
  }
}
