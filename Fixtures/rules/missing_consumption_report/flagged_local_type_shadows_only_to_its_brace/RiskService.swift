import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct PaymentRiskService {
  let evaluator = InsightEvaluator()
  func evaluate(amount: Int) async throws -> CoachingEvaluation {
    try await evaluator.requestEvaluation(context: paymentContext)
  }
}
