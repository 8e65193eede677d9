import TrustInsights

// A closure or local function sees the generic parameters of the functions it is nested in,
// and a closure sees every type its function is nested in: inside `func settleLater<Failure:
// Error>`, `catch let error as Failure` in its `Task { }` names the parameter, not the
// file-level `typealias Failure = WalletError`, so it does not surely take what a
// `throws(WalletError)` call throws, and that `try` can leave the closure. The same in a
// closure of a method of `Outer.Retry<Failure>` and in local functions. Where no generic
// parameter has the name (`settlePlainLater`), the alias takes the error: no finding.

let retryContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum WalletError: Error { case declined }
typealias Failure = WalletError

struct Terminal {
  func authorize() throws(WalletError) {}
}

func settleLater<Failure: Error>(_ evaluator: InsightEvaluator, terminal: Terminal, as kind: Failure.Type) {
  Task {
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

enum Outer {
  struct Retry<Failure: Error> {
    let terminal = Terminal()
    func pay(_ evaluator: InsightEvaluator) {
      Task {
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
  }
}

func settleNested<Failure: Error>(_ evaluator: InsightEvaluator, terminal: Terminal, as kind: Failure.Type) async throws {
  func inner() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report
    do {
      try terminal.authorize()
    } catch is Failure {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  try await inner()
}

func localGeneric(_ evaluator: InsightEvaluator, terminal: Terminal) async throws {
  func inner<Failure: Error>(_ k: Failure.Type) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: retryContext)  // expect: missing_consumption_report
    do {
      try terminal.authorize()
    } catch is Failure {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
  try await inner(WalletError.self)
}

func settlePlainLater(_ evaluator: InsightEvaluator, terminal: Terminal) {
  Task {
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
}
