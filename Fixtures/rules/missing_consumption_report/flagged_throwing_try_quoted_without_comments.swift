import TrustInsights

protocol Ledger { func reserve(_ cents: Int) async throws }

let fxContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// The message quotes the `try` expression as code: the comment between its tokens is left out.
func exchange(cents: Int, ledger: Ledger, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: fxContext) // expect: missing_consumption_report "'try await ledger.reserve(cents)' can throw at line 12"
  try await  // reserve first, report after // expect-note: missing_consumption_report "can throw here"
    ledger.reserve(cents)
  evaluation.reportConsumption(.usedUnchangedFriction)
}

// A case label quoted in a message drops its comments too.
func convert(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: fxContext) // expect: missing_consumption_report "on the '.success(.unknown)' branch"
  switch evaluation.insight.outcome {
  case .success(/* no signal */ .unknown):
    return
  case .success, .failure:
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}
