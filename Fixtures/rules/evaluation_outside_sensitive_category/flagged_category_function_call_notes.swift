import TrustInsights

// The category is returned by a function of the app (`category(for:)`, from a `guard`'s
// `else`): the finding is at `.other` in that function, and a note marks the call that returns
// it on the way to the evaluator call, as a context factory's call is marked.
struct Payment {
  var amount: Int
  var isInternal: Bool
}

func category(for payment: Payment) -> InsightEvaluator.OperationCategory {
  guard !payment.isInternal else { return .other }  // expect: evaluation_outside_sensitive_category "'.other'"
  return .payment
}

func check(_ payment: Payment, evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: category(for: payment),  // expect-note: evaluation_outside_sensitive_category "'.other' is the category returned by 'category(for:)' here"
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "'.other' reaches 'requestEvaluation(context:)' here"
  evaluation.reportConsumption(.usedEvaluationOnly)
}
