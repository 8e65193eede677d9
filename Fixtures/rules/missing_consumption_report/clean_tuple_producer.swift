import TrustInsights

// A producer that hands back the evaluation with a decision, as a tuple: each caller reports
// the evaluation on every path, or passes the tuple on to its own caller (who then owns it).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct PayoutGate {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func evaluate() async throws -> (evaluation: CoachingEvaluation, isHigh: Bool) {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(.high) = evaluation.insight.outcome { return (evaluation, true) }
    return (evaluation, false)
  }

  func payDestructured() async throws -> Bool {
    let (evaluation, isHigh) = try await evaluate()
    evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !isHigh
  }

  func payWhole() async throws -> Bool {
    let result = try await evaluate()
    if result.isHigh {
      result.evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    result.evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  func forward() async throws -> (evaluation: CoachingEvaluation, isHigh: Bool) {
    try await evaluate()
  }

  func payThroughForward() async throws -> Bool {
    let (isHigh, evaluation) = try await forwardSwapped()
    evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !isHigh
  }

  func forwardSwapped() async throws -> (Bool, CoachingEvaluation) {
    let (evaluation, isHigh) = try await forward()
    return (isHigh, evaluation)
  }
}
