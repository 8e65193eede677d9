// `catch let error as InsightError` catches what `outcome.get()` throws, not what other calls
// in the same `do` throw: the ledger's error leaves the function with the evaluation
// unreported. A clause for another error type does not catch the insight's error either.
import TrustInsights

enum LedgerError: Error { case locked }

protocol Ledger {
  func hold(_ amount: Decimal) async throws
}

struct TransferGate {
  let evaluator = InsightEvaluator()
  let ledger: Ledger
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func mayTransfer(_ amount: Decimal) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "ledger.hold(amount)' can throw at line 23"
    do {
      try await ledger.hold(amount)
      switch try evaluation.insight.outcome.get() {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      default:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      }
    } catch let error as InsightError {
      _ = error
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }

  func mayTransferAgain(_ amount: Decimal) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "no 'catch' of the 'do' at line 41 matches"
    do {
      switch try evaluation.insight.outcome.get() {
      case .high, .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      default:
        evaluation.reportConsumption(.usedUnchangedFriction)
        return true
      }
    } catch let error as LedgerError {
      _ = error
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
}
