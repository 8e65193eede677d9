import TrustInsights

// A whole `#if` condition in parentheses reads as without them (probes-ch p16):
// `(os(macOS) || os(watchOS))` is never compiled where the evaluation exists.
@available(iOS 27, *)
func sendMessage(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  #if (os(macOS) || os(watchOS))
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
}

// `(DEBUG) && (os(iOS))` stays an alternative build: its first `(` is not closed by its last `)`.
@available(iOS 27, *)
func shareLink(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  #if (DEBUG) && (os(iOS))
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
}
