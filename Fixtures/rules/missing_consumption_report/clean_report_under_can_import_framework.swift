import TrustInsights

// The report is written under `#if canImport(TrustInsights)`: every build that makes the
// evaluation imports the framework, so the report is on every path (probes-bg t4).
let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func send(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let high = evaluation.insight.outcome == .success(.high)
  #if canImport(TrustInsights)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #else
    print("no TrustInsights in this SDK")
  #endif
}
