import TrustInsights

// Writing the evaluation into a log line reads it (its description); it is not handed over,
// and it is still owed on every path.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func log(_ message: String) {}

func reviewTransfer(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 20"
  log("trust evaluation received: \(evaluation)")
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  return true
}

func reviewRawLog(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported"
  log(#"evaluation: \#(evaluation)"#)
}
