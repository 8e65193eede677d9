import TrustInsights

// A `try` inside a string interpolation can throw there, before the report.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func loadBalance() async throws -> Int { 0 }

func confirmLabel(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "loadBalance())" "can throw at line 14"
  let label = "Balance: \(try await loadBalance())"
  evaluation.reportConsumption(.usedEvaluationOnly)
  return label
}
