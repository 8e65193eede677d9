import TrustInsights

// Where an evaluation exists the system is iOS 27.0 or later: a redundant `#available(iOS 27, *)`
// (or an earlier version) around the report always holds, and an `#unavailable(iOS 27)` early
// return is never taken (probes-cf p106, p107).

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func screenPayee(evaluator: InsightEvaluator) async throws -> Bool {
  guard #available(iOS 27, *) else { return false }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  let high = evaluation.insight.outcome == .success(.high)
  if #available(iOS 27.0, *) {
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  return high
}

func screenPayeeGuarded(evaluator: InsightEvaluator) async throws -> Bool {
  guard #available(iOS 27, *) else { return false }
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  if #unavailable(iOS 27) {
    return false
  }
  guard #available(iOS 26.4, macOS 27, *) else { return false }
  let high = evaluation.insight.outcome == .success(.high)
  evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return high
}
