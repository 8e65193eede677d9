// A category held by a computed variable declared in the function body (probes-av p46): what
// its getter returns flows into `operationCategory:`, as for a computed property (RULES.md: a
// computed property returning `InsightEvaluator.OperationCategory`). Before, the local's
// getter was not read, and only the "no operation category found" note was given.
import TrustInsights

struct Action {
  var isPayment: Bool
  var isProfileEdit: Bool
}

func evaluate(action: Action, evaluator: InsightEvaluator) async throws {
  var category: InsightEvaluator.OperationCategory {
    action.isPayment ? .payment : .other  // expect: evaluation_outside_sensitive_category
  }
  let context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateWithGetter(action: Action, evaluator: InsightEvaluator) async throws {
  var category: InsightEvaluator.OperationCategory {
    get {
      if action.isProfileEdit { return .account }
      return .other  // expect: evaluation_outside_sensitive_category
    }
  }
  let evaluation = try await evaluator.requestEvaluation(
    context: InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  evaluation.reportConsumption(.usedEvaluationOnly)
}
