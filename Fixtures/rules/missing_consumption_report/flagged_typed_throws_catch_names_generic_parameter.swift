import TrustInsights

// A generic parameter hides a type alias of the same name: inside `struct Retry<Failure:
// Error>` (or its extension, or `func settle<Failure: Error>`), `catch let e as Failure`
// names the parameter, not the file-level `typealias Failure = WalletError`, so it does not
// surely take what a `throws(WalletError)` call throws; that `try` can leave the function.
// Where no generic parameter has the name, the alias is the one seen and the error is caught.

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error { case declined }
typealias Failure = WalletError

struct Terminal {
  func authorize() throws(WalletError) {}
}

struct Retry<Failure: Error> {
  let terminal = Terminal()

  func pay(_ evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report
    do {
      try terminal.authorize()
    } catch let error as Failure {
      evaluation.reportConsumption(.notUsedError)
      print(error)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

extension Retry {
  func charge(_ evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report
    do {
      try terminal.authorize()
    } catch is Failure {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func settle<Failure: Error>(_ evaluator: InsightEvaluator, terminal: Terminal, as kind: Failure.Type) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report
  do {
    try terminal.authorize()
  } catch let error as Failure {
    evaluation.reportConsumption(.notUsedError)
    print(error)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// No generic parameter named `Failure` here: the alias takes the `WalletError`.
func settlePlain(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: retryContext)
  do {
    try terminal.authorize()
  } catch let error as Failure {
    evaluation.reportConsumption(.notUsedError)
    print(error)
    return
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
