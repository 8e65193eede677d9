import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger: Sendable {
  func availableBalance() async throws -> Int
}

// Both requests run at once; the evaluation exists once it is awaited, and the balance
// check can leave without a report.
func confirmTransfer(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  async let pending = evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 20 in the 'else' of the 'guard' at line 19"
  async let balance = ledger.availableBalance()
  let evaluation = try await pending
  let available = try await balance
  guard available >= amount else {
    return false
  }
  evaluation.reportConsumption(
    (try? evaluation.insight.outcome.get()) == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return true
}

// Awaited together as a tuple: each name is bound from its own element, so the evaluation is
// followed into `evaluation`. If the await throws, either the evaluation's request failed (no
// evaluation) or the balance did while the evaluation exists, and it is dropped.
func confirmTogether(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  async let pending = evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 35 inside the 'if' at line 34"
  async let balance = ledger.availableBalance()
  let (evaluation, available) = try await (pending, balance)
  if available < amount {
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func confirmNeverReported(evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  async let pending = evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "never reported"
  async let balance = ledger.availableBalance()
  let (available, evaluation) = try await (balance, pending)
  print(evaluation.insight.insightID)
  return available
}
