import TrustInsights

// A tuple producer's value bound whole first, then destructured (`let result = try await
// gate.assess()` then `let (evaluation, decision) = result`, or an `async let` awaited into a
// tuple pattern): the name at the evaluation's place holds the evaluation, as when the call is
// destructured directly. Before, the destructuring counted as an escape and nothing was owed.

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Decision { case blocked, keepChecks }

protocol Limits: Sendable { func dailyLimit() async throws -> Int }

struct RiskGate {
  let evaluator = InsightEvaluator()

  func assess() async throws -> (evaluation: RiskEvaluation, decision: Decision) {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    if case .success(.high) = evaluation.insight.outcome { return (evaluation, .blocked) }
    return (evaluation, .keepChecks)
  }
}

func send(gate: RiskGate) async throws -> Decision {
  let result = try await gate.assess()  // expect: missing_consumption_report "returns at line 30"
  let (evaluation, decision) = result
  if decision == .blocked { return decision }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return decision
}

func sendReported(gate: RiskGate) async throws -> Decision {
  let result = try await gate.assess()
  let (evaluation, decision) = result
  evaluation.reportConsumption(decision == .blocked ? .usedIncreasedFriction : .usedUnchangedFriction)
  return decision
}

func sendDropped(gate: RiskGate) async throws -> Decision {
  let result = try await gate.assess()  // expect: missing_consumption_report
  let (_, decision) = result
  return decision
}

func sendChecked(gate: RiskGate, limits: any Limits) async throws -> Decision {
  async let assessed = gate.assess()  // expect: missing_consumption_report "can throw at line 51"
  let (evaluation, decision) = try await assessed
  let limit = try await limits.dailyLimit()
  evaluation.reportConsumption(limit > 0 ? .usedUnchangedFriction : .notUsedNotNeeded)
  return decision
}
