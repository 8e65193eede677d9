// The neighbour of clean_level_var_set_in_do.swift: the `catch` only logs, so when `get()`
// throws `level` stays nil, `if let level` is false, and the failed insight reaches the end
// with no report.
import TrustInsights

func log(_ error: Error) {}

let withdrawalContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func withdraw(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: withdrawalContext)  // expect: missing_consumption_report "reaches the end at line 23 when the 'if' at line 20 is false"
  var level: IsLikelyBeingCoachedInsight.Value?
  do {
    level = try evaluation.insight.outcome.get()
  } catch {
    log(error)
  }
  if let level {
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
