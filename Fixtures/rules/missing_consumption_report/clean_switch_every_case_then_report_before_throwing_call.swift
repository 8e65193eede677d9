import TrustInsights

struct Ledger {
  func reserve(_ amount: Int) async throws {}
}

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Every case of the outcome switch sets the level; the report comes before the call that can
// throw (the neighbour of flagged_switch_every_case_before_throwing_call.swift).
func pay(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  let elevated: Bool
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium): elevated = true
  case .success: elevated = false
  case .failure: elevated = false
  }
  evaluation.reportConsumption(elevated ? .usedIncreasedFriction : .usedUnchangedFriction)
  try await ledger.reserve(amount)
}
