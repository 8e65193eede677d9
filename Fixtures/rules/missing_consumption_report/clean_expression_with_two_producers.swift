import TrustInsights

// A `switch` or `if` expression whose branches each request an evaluation (or give nil):
// `guard let evaluation` owes nothing where it is nil, whichever branch ran.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

func review(kind: Int, _ evaluator: InsightEvaluator) async throws {
  let evaluation: CoachingEvaluation? =
    switch kind {
    case 0: try await evaluator.requestEvaluation(context: context)
    case 1: try await evaluator.requestEvaluation(context: context)
    default: nil
    }
  guard let evaluation else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func reviewEither(isWire: Bool, _ evaluator: InsightEvaluator) async throws {
  let evaluation: CoachingEvaluation? =
    if isWire { try await evaluator.requestEvaluation(context: context) } else {
      try? await evaluator.requestEvaluation(context: context)
    }
  if let evaluation { evaluation.reportConsumption(.usedEvaluationOnly) }
}
