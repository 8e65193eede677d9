// A command-line test harness (main.swift): top-level code is a body of its own.
import TrustInsights

let evaluator = InsightEvaluator()
let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try evaluation.insight.outcome.get()' can throw at line 11"
switch try evaluation.insight.outcome.get() {
case .high, .medium:
  print("friction added")
  evaluation.reportConsumption(.usedIncreasedFriction)
case .unknown:
  evaluation.reportConsumption(.usedUnchangedFriction)
@unknown default:
  evaluation.reportConsumption(.notUsedError)
}
