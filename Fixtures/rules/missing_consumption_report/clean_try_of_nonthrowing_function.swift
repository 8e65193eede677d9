import TrustInsights

// `try` before a call the program declares without `throws` (a method of the receiver's known
// type, an initializer, a global function) is only a compiler warning: the call cannot throw,
// so it is no exit before the report. (flagged_try_of_nonthrowing_name_on_other_receiver: the
// same names on receivers not known to run these declarations keep the error edge.)

let tradeContext = InsightEvaluator.InsightContext(
  operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Broker {
  func normalize(_ symbol: String) -> String { symbol.uppercased() }
}

struct Receipt {
  let cents: Int
  init(cents: Int) { self.cents = cents }
}

func feeCents(for cents: Int) -> Int { cents / 100 }

func trade(_ evaluator: InsightEvaluator, broker: Broker) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: tradeContext)
  let symbol = try broker.normalize("aapl")
  evaluation.reportConsumption(.usedEvaluationOnly)
  return symbol
}

func receipt(_ evaluator: InsightEvaluator, cents: Int) async throws -> Receipt {
  let evaluation = try await evaluator.requestEvaluation(context: tradeContext)
  let receipt = try Receipt(cents: cents + feeCents(for: cents))
  evaluation.reportConsumption(.usedEvaluationOnly)
  return receipt
}

final class TradeScreen {
  let broker = Broker()

  func confirm(_ evaluator: InsightEvaluator) async throws -> String {
    let evaluation = try await evaluator.requestEvaluation(context: tradeContext)
    let symbol = try self.broker.normalize("msft")
    evaluation.reportConsumption(.usedEvaluationOnly)
    return symbol
  }
}
