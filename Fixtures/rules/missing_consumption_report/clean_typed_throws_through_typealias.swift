import TrustInsights

// `throws(CardFailure)` with `typealias CardFailure = WalletError`: the call throws only
// `WalletError`, which `catch let error as WalletError` takes, so the `try` cannot leave the
// `do` and the report after it is on every path.

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error {
  case declined
  case limit(cents: Int)
}

typealias CardFailure = WalletError

struct CardReader {
  func tap(_ cents: Int) throws(CardFailure) {}
}

func pay(_ evaluator: InsightEvaluator, reader: CardReader) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    try reader.tap(500)
  } catch let error as WalletError {
    evaluation.reportConsumption(.notUsedError)
    print(error)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
