import TrustInsights

// The trailing closure of a program function receives what that function's body passes to
// the parameter it fills: here a context written with `.other`.

typealias Ctx = InsightEvaluator.InsightContext

func withRewardsContext(_ body: (Ctx) async throws -> Void) async rethrows {
  let context = Ctx(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  try await body(context)
}

func redeemPoints(evaluator: InsightEvaluator) async throws {
  try await withRewardsContext { ctx in
    let evaluation = try await evaluator.requestEvaluation(context: ctx)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
