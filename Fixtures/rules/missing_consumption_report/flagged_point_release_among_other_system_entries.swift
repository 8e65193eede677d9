import TrustInsights

func showLegacyBanner() {}

// The `iOS` entry of an availability check still decides: `iOS 27.1` may fail on 27.0, whatever
// the other systems' entries say (probes-ch p103).
@available(iOS 27, *)
func verify(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  if #available(macOS 27, iOS 27.1, *) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  } else {
    showLegacyBanner()
  }
}

@available(iOS 27, *)
func verifyOnCatalyst(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  if #available(iOS 27, macCatalyst 27.2, *) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
