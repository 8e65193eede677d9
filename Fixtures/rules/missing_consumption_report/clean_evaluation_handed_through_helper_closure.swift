import TrustInsights

// The closure a helper hands the caller's evaluation to reports it on every path; a closure
// kept by an `@escaping` parameter takes the evaluation over; a helper that makes its own
// evaluation hands it to the closure's parameter, which holds it.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func withAudit<T>(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: (InsightEvaluation<IsLikelyBeingCoachedInsight>) throws -> T) rethrows -> T {
  try body(evaluation)
}

func later(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: @escaping (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Void) {
  DispatchQueue.main.async { body(evaluation) }
}

func withEvaluation(_ evaluator: InsightEvaluator, _ body: (InsightEvaluation<IsLikelyBeingCoachedInsight>) async throws -> Void) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  try await body(evaluation)
}

func reports(_ evaluator: InsightEvaluator, flag: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  withAudit(evaluation) { audited in
    audited.reportConsumption(flag ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}

func handedOver(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  later(evaluation) { kept in kept.reportConsumption(.usedEvaluationOnly) }
}

func own(_ evaluator: InsightEvaluator) async throws {
  try await withEvaluation(evaluator) { evaluation in
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
