import TrustInsights

// A producer that hands back the evaluation with a decision, as a tuple. The caller owns the
// evaluation (the producer returns it): destructured, kept whole, or dropped with `_`.
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
    let (evaluation, isHigh) = try await evaluate()  // expect: missing_consumption_report "returns at line 26"
    if isHigh {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }

  func payWhole() async throws -> Bool {
    let result = try await evaluate()  // expect: missing_consumption_report "returns at line 35"
    if result.isHigh {
      result.evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }

  func payIgnoringTheEvaluation() async throws -> Bool {
    let (_, isHigh) = try await evaluate()  // expect: missing_consumption_report "discarded"
    return !isHigh
  }
}
