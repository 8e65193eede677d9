import TrustInsights

// A function of the program hands its trailing closure a context (`withContext(.account) {
// ctx in … }`): the closure's parameter takes what the function passes where its body calls
// that parameter. Calls of the same parameter name in other functions (`render`, whose
// closure calls no evaluator, passes `.other`) are not this closure's.

typealias Ctx = InsightEvaluator.InsightContext

func coached(_ category: InsightEvaluator.OperationCategory) -> Ctx {
  Ctx(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

func withContext(
  _ category: InsightEvaluator.OperationCategory, body: (Ctx) async throws -> Void
) async rethrows {
  try await body(coached(category))
}

func render(body: (Ctx) -> Void) {
  body(coached(.other))
}

func changeRecoveryPhone(evaluator: InsightEvaluator) async throws {
  try await withContext(.account) { ctx in
    let evaluation = try await evaluator.requestEvaluation(context: ctx)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  try await withContext(.payment) {
    let evaluation = try await evaluator.requestEvaluation(context: $0)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  render { print($0) }
}
