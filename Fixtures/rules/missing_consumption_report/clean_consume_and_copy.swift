import TrustInsights

// `consume e` and `copy e` are the same evaluation (an evaluation is a class: a copy is the
// same object), so reporting the moved or copied name, or handing it to a consuming helper,
// reports it.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func settle(_ evaluation: consuming InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func moved(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let moved = consume evaluation
  moved.reportConsumption(.usedEvaluationOnly)
}

func copied(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let copied = copy evaluation
  copied.reportConsumption(.usedEvaluationOnly)
}

func handedOver(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  settle(consume evaluation)
}
