import TrustInsights

// A settlement that reserves funds in several steps and catches each ledger error case by
// name. The clauses are answered once per `do` (not once per `try`, which made long step
// lists quadratic); the findings are the same as for a short list.

enum SettlementError: Error {
  case dailyLimit, weeklyLimit, frozenAccount, staleQuote, duplicateOrder, cutOffPassed
}

protocol SettlementLedger: Sendable {
  func reserve(_ amount: Int, step: Int) async throws
}

let settlementContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// No clause takes every error: a network error from any step leaves with the evaluation unreported.
func settle(amount: Int, evaluator: InsightEvaluator, ledger: SettlementLedger) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: settlementContext)  // expect: missing_consumption_report
  do {
    try await ledger.reserve(amount, step: 0)
    try await ledger.reserve(amount, step: 1)
    try await ledger.reserve(amount, step: 2)
    try await ledger.reserve(amount, step: 3)
    try await ledger.reserve(amount, step: 4)
    try await ledger.reserve(amount, step: 5)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  } catch SettlementError.dailyLimit {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch SettlementError.weeklyLimit {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch SettlementError.frozenAccount {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch SettlementError.staleQuote, SettlementError.duplicateOrder {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch SettlementError.cutOffPassed {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  }
}

// The same steps with a last clause that takes every other error: reported on every path.
func settleChecked(amount: Int, evaluator: InsightEvaluator, ledger: SettlementLedger) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: settlementContext)
  do {
    try await ledger.reserve(amount, step: 0)
    try await ledger.reserve(amount, step: 1)
    try await ledger.reserve(amount, step: 2)
    try await ledger.reserve(amount, step: 3)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  } catch SettlementError.dailyLimit, SettlementError.weeklyLimit {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch SettlementError.frozenAccount {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  } catch {
    evaluation.reportConsumption(.notUsedError)
    return false
  }
}
