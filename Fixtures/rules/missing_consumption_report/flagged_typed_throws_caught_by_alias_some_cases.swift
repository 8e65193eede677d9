import TrustInsights

// An alias in a `catch` names its target, not every error: an alias of another type, a case
// of the alias that leaves the other cases, or a `where` clause lets the error pass.

let walletContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error {
  case declined
  case limit(cents: Int)
}

enum NetworkError: Error { case offline }

typealias CardFailure = WalletError
typealias LinkFailure = NetworkError

struct Terminal {
  func authorize(_ cents: Int) throws(WalletError) -> String { "ok" }
}

func tap(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
  do {
    _ = try terminal.authorize(500)
  } catch let error as LinkFailure {
    print(error)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func pay(_ evaluator: InsightEvaluator, terminal: Terminal, cents: Int) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
  do {
    let code = try terminal.authorize(cents)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return code
  } catch CardFailure.declined {
    evaluation.reportConsumption(.notUsedError)
    return "declined"
  }
}

func charge(_ evaluator: InsightEvaluator, terminal: Terminal, cents: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
  do {
    _ = try terminal.authorize(cents)
  } catch let e as CardFailure where cents > 100 {
    print(e)
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// Inside `Shipping`, `Failure` is its own alias of `ShippingError`, not the file-level one.
enum ShippingError: Error { case lost }
typealias Failure = WalletError

struct Shipping {
  typealias Failure = ShippingError
  func charge(_ cents: Int) throws(WalletError) {}

  func pay(_ evaluator: InsightEvaluator, cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: walletContext)  // expect: missing_consumption_report
    do {
      try charge(cents)
    } catch let e as Failure {
      print(e)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
