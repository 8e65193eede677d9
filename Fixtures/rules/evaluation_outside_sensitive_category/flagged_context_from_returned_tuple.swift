import TrustInsights

// The near-miss of clean_context_from_returned_tuple: the element taken apart is the one the
// factory builds with `.other` (at the category written in the tuple's element), and a tuple
// from a function the program does not declare gives no category to find.

typealias Context = InsightEvaluator.InsightContext

func makeRequests() -> (Context, Context) {
  let transfer = Context(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let settings = Context(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive operation category"
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return (transfer, settings)
}

func reviewSettings(_ evaluator: InsightEvaluator) async throws {
  let (_, context) = makeRequests()
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func reviewVendorRequest(_ evaluator: InsightEvaluator, vendor: VendorRequestFactory) async throws {
  let (context, _) = vendor.makeRequest()
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: evaluation_outside_sensitive_category "no operation category found"
  evaluation.reportConsumption(.usedEvaluationOnly)
}
