// A computed variable declared in the function body whose getter returns only sensitive
// categories: nothing to report, and no "no operation category found" note either, since the
// getter is read (probes-av p46, the flagged twin: flagged_local_computed_variable_category).
import TrustInsights

struct Action {
  var isPayment: Bool
}

func evaluate(action: Action, evaluator: InsightEvaluator) async throws {
  var category: InsightEvaluator.OperationCategory {
    action.isPayment ? .payment : .account
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
