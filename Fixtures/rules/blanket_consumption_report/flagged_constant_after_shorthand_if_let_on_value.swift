import TrustInsights

// `if let value` (the shorthand of `if let value = value`) on a value bound from
// `try? evaluation.insight.outcome.get()` tests the outcome as the long form does: the same
// constant report after it, on every path, is a blanket report. Also as an if-expression.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func statement(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let value = try? evaluation.insight.outcome.get()
  var label = "none"
  if let value { label = "\(value)" }
  evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
  return label
}

func expression(_ evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let value = try? evaluation.insight.outcome.get()
  let label = if let value { "\(value)" } else { "none" }
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report
  return label
}
