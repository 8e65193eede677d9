import TrustInsights

// The category is picked by a computed property of the app's request (`.other` for small
// amounts): the finding is at `.other` in its getter, and a note marks where the property is
// read on the way to the evaluator call. A stored property's read is not a step of its own.
struct PaymentRequest {
  var amountCents: Int

  var category: InsightEvaluator.OperationCategory {
    amountCents > 5_000 ? .payment : .other  // expect: evaluation_outside_sensitive_category "'.other'"
  }
}

final class PayModel {
  private let evaluator = InsightEvaluator()

  func pay(_ request: PaymentRequest) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: request.category,  // expect-note: evaluation_outside_sensitive_category "'.other' is the category read from 'category' here"
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "'.other' reaches 'requestEvaluation(context:)' here"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
