import TrustInsights

// The neighbour of clean_report_under_can_import_framework.swift: the report is under another
// module's `canImport`, which a build may lack while it still makes the evaluation.
let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func send(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "reaches the end at line 16"
  let high = evaluation.insight.outcome == .success(.high)
  #if canImport(BankingAnalytics)
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  #endif
}
