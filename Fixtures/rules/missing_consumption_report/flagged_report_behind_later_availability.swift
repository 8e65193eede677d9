import TrustInsights

// The neighbour of clean_redundant_availability_after_evaluation.swift: a check of a later
// release (`iOS 28`, `iOS 27.1`) may fail on a system that has the evaluation, so a report
// behind it alone leaks there, and so does an early return under `#unavailable(iOS 28)`
// (probes-cf p105).

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func screenPayee(evaluator: InsightEvaluator) async throws -> Bool {
  guard #available(iOS 27, *) else { return false }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report "returns at line 20"
  let high = evaluation.insight.outcome == .success(.high)
  if #available(iOS 28, *) {
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  return high
}

func screenPayeeMinor(evaluator: InsightEvaluator) async throws -> Bool {
  guard #available(iOS 27, *) else { return false }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report
  let high = evaluation.insight.outcome == .success(.high)
  if #available(iOS 27.1, *) {
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  return high
}

func screenPayeeGuarded(evaluator: InsightEvaluator) async throws -> Bool {
  guard #available(iOS 27, *) else { return false }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report "returns at line 37"
  if #unavailable(iOS 28) {
    return false
  }
  let high = evaluation.insight.outcome == .success(.high)
  evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return high
}
