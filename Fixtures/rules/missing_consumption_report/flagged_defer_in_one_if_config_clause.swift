import TrustInsights

// A `defer` inside `#if DEBUG` is registered in debug builds only: in a release build the
// evaluation leaves unreported where `try` throws.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitTransfer() throws {}

func confirmTransfer(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "can throw at line 18"
  #if DEBUG
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
  #endif
  try submitTransfer()
}
