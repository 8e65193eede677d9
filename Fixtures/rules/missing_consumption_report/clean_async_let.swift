import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger: Sendable {
  func availableBalance() async -> Int
}

// If awaiting the evaluation throws, there is no evaluation; every later exit reports.
func confirmTransfer(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async -> Bool {
  async let pending = evaluator.requestEvaluation(context: transferContext)
  async let balance = ledger.availableBalance()
  let available = await balance
  do {
    let evaluation = try await pending
    guard available >= amount else {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  } catch {
    return available >= amount
  }
}

// Awaited together as a tuple and reported on every path.
func confirmTogether(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  async let pending = evaluator.requestEvaluation(context: transferContext)
  async let balance = ledger.availableBalance()
  let (evaluation, available) = try await (pending, balance)
  guard available >= amount else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
