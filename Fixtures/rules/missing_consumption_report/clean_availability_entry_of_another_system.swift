import TrustInsights

func showLegacyBanner() {}

// On iOS, iPadOS and Mac Catalyst only the `iOS` (or `macCatalyst`) entry of an availability
// check applies: `macOS 27.1` is another system's release, so `#available(iOS 27, macOS 27.1, *)`
// always holds where the evaluation exists (probes-ch p103).
@available(iOS 27, *)
func verify(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  if #available(iOS 27, macOS 27.1, *) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  } else {
    showLegacyBanner()
  }
}

@available(iOS 27, *)
func verifyDevice(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  if #available(visionOS 28, *) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
