import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum TransferError: Error { case declined }

// The `defer` reports again after the report at line 19, at the end of the body and when
// `try validate()` throws. The `defer` is the caller's: `validate()` reports nothing, so no
// second finding says "reported again by 'validate'" (probes-cn p156: the `defer` run on the
// error thrown inside the local function was counted as the call's report).
func transfer(evaluator: InsightEvaluator, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  defer { evaluation.reportConsumption(.usedEvaluationOnly) }  // expect: duplicate_consumption_report "reported again by the 'defer' at line 15"
  func validate() throws {
    if amount < 0 { throw TransferError.declined }
  }
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect-note: duplicate_consumption_report "first report"
  try validate()
}
