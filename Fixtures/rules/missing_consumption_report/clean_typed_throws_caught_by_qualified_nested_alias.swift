import TrustInsights

// A `catch` that names a type's nested alias written qualified (`catch let e as Wallet.Failure`,
// `catch is Wallet.Failure`, with `enum Wallet { typealias Failure = WalletError }`) takes what
// a `throws(WalletError)` call throws, as the file-level alias does; so does a call declared
// `throws(Wallet.Failure)` caught as `WalletError` (probes-ec m18: "no 'catch' matches").
// An alias of another error type still lets the error pass.

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error { case declined }
enum LedgerError: Error { case locked }

enum Wallet {
  typealias Failure = WalletError
}

enum Ledger {
  typealias Failure = LedgerError
}

struct Terminal {
  func authorize(_ cents: Int) throws(WalletError) -> String { "ok" }
  func capture(_ cents: Int) throws(Wallet.Failure) {}
}

func tap(_ evaluator: InsightEvaluator, terminal: Terminal) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    _ = try terminal.authorize(500)
  } catch let error as Wallet.Failure {
    evaluation.reportConsumption(.notUsedError)
    print(error)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func capture(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    try terminal.capture(900)
  } catch is WalletError {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func refund(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report "can throw"
  do {
    _ = try terminal.authorize(100)
  } catch is Ledger.Failure {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
