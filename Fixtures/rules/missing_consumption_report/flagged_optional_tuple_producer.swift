import TrustInsights

// A producer declared to return an optional tuple holding the evaluation (`-> (evaluation:
// RiskEvaluation, decision: Decision)?`, nil when the framework is unavailable) hands its
// caller the evaluation as a non-optional tuple producer does: nil owes nothing, a value owes
// its report. Before, the optional tuple was no producer's result and nothing was owed.

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Decision { case blocked, keepChecks }

struct RiskGate {
  let evaluator = InsightEvaluator()

  func assessIfAvailable() async -> (evaluation: RiskEvaluation, decision: Decision)? {
    guard
      let evaluation = try? await evaluator.requestEvaluation(
        context: InsightEvaluator.InsightContext(
          operationCategory: .payment,
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    else { return nil }
    if case .success(.high) = evaluation.insight.outcome { return (evaluation, .blocked) }
    return (evaluation, .keepChecks)
  }
}

func decisionOnly(gate: RiskGate) async -> Decision {
  let result = await gate.assessIfAvailable()  // expect: missing_consumption_report
  return result?.decision ?? .keepChecks
}

func unwrappedAndReported(gate: RiskGate) async -> Decision {
  guard let result = await gate.assessIfAvailable() else { return .keepChecks }
  result.evaluation.reportConsumption(result.decision == .blocked ? .usedIncreasedFriction : .usedUnchangedFriction)
  return result.decision
}

func chainedAndReported(gate: RiskGate) async -> Decision {
  let result = await gate.assessIfAvailable()
  result?.evaluation.reportConsumption(.usedEvaluationOnly)
  return result?.decision ?? .keepChecks
}

func casePatternReported(gate: RiskGate) async -> Decision {
  guard case let (evaluation, decision)? = await gate.assessIfAvailable() else { return .keepChecks }
  evaluation.reportConsumption(decision == .blocked ? .usedIncreasedFriction : .usedUnchangedFriction)
  return decision
}

func casePatternLeaks(gate: RiskGate) async -> Decision {
  guard case let (evaluation, decision)? = await gate.assessIfAvailable() else { return .keepChecks }  // expect: missing_consumption_report "returns at line 52"
  if decision == .blocked { return decision }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return decision
}
