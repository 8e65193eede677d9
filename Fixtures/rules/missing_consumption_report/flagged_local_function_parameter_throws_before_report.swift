import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum TransferError: Error { case declined }

// A local function that reports its parameter on some paths only is at fault itself (one
// finding at the parameter); its caller counts the call as a report, also on the path where
// the function throws before its report (probes-cn p179: that path was a second finding at the
// caller, "'try finish(evaluation)' can throw").
func transfer(evaluator: InsightEvaluator, amount: Int) async throws {
  func finish(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) throws {  // expect: missing_consumption_report "evaluation parameter 'evaluation'" "throws at line 15"
    if amount < 0 { throw TransferError.declined }  // expect-note: missing_consumption_report "throws here without a report"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  try finish(evaluation)
}
