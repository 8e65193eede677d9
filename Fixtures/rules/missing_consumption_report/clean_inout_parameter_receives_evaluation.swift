// Probe aq p206/p207: a value assigned to an `inout` parameter goes back to the caller, as a
// returned value or a stored property would: the caller holds it now.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func fill(_ slot: inout CoachingEvaluation?, evaluator: InsightEvaluator) async throws {
  slot = try await evaluator.requestEvaluation(context: paymentContext)
}

func refresh(_ slot: inout CoachingEvaluation?, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  slot = evaluation
}
