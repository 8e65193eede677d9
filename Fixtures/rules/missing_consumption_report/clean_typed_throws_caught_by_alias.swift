import TrustInsights

// A `catch` that names a file-level alias of the thrown type takes the error: `catch let e as
// CardFailure`, `catch is CardFailure`, the cases `CardFailure.declined` and `.limit` between
// them, with `typealias CardFailure = WalletError` and a call declared `throws(WalletError)`;
// also a `throw CardFailure.limit(…)` caught as `WalletError`.

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error {
  case declined
  case limit(cents: Int)
}

typealias PaymentFailure = WalletError
typealias CardFailure = PaymentFailure

struct Terminal {
  func authorize(_ cents: Int) throws(WalletError) -> String { "ok" }
}

func tap(_ evaluator: InsightEvaluator, terminal: Terminal) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    _ = try terminal.authorize(500)
  } catch let error as CardFailure {
    evaluation.reportConsumption(.notUsedError)
    print(error)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func charge(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    _ = try terminal.authorize(900)
  } catch is CardFailure {
    evaluation.reportConsumption(.notUsedError)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func pay(_ evaluator: InsightEvaluator, terminal: Terminal, cents: Int) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    let code = try terminal.authorize(cents)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return code
  } catch CardFailure.declined {
    evaluation.reportConsumption(.notUsedError)
    return "declined"
  } catch CardFailure.limit(let cap) {
    evaluation.reportConsumption(.notUsedError)
    return "limit \(cap)"
  }
}

func cap(_ evaluator: InsightEvaluator, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)
  do {
    if cents > 100_000 { throw CardFailure.limit(cents: cents) }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } catch let e as WalletError {
    evaluation.reportConsumption(.notUsedError)
    print(e)
  }
}

// An alias declared in the enclosing type names that type's error.
struct CardCheckout {
  typealias Failure = WalletError
  func charge(_ cents: Int) throws(WalletError) {}

  func pay(_ evaluator: InsightEvaluator, cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)
    do {
      try charge(cents)
    } catch let e as Failure {
      evaluation.reportConsumption(.notUsedError)
      print(e)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
