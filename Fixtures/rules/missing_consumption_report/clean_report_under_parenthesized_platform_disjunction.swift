import TrustInsights

// A whole `#if` condition in parentheses reads as without them (probes-ch p16):
// `(os(iOS) || os(visionOS))` holds wherever the evaluation exists.
@available(iOS 27, *)
func sendMessage(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if (os(iOS) || os(visionOS))
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
}

// `(os(iOS)) || (DEBUG)`: the parentheses of each operand are their own, not the whole condition's.
@available(iOS 27, *)
func shareLink(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if (os(iOS)) || (DEBUG)
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
}
