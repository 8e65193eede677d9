import Foundation
import TrustInsights

// The program declares `write(to:)` and `normalize(_:)` without `throws`, but these `try`s
// may run other declarations: Foundation's throwing `Data.write(to:)`, a method reached
// through a property whose getter may throw, a method of a type the program declares with
// `throws`. Each keeps its error edge. (clean_try_of_nonthrowing_function: receivers known to
// run the non-throwing declarations.)

let tradeContext = InsightEvaluator.InsightContext(
  operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Exporter {
  func write(to url: URL) {}
}

struct Broker {
  func normalize(_ symbol: String) -> String { symbol.uppercased() }
}

struct StrictBroker {
  func normalize(_ symbol: String) throws -> String { symbol.uppercased() }
}

struct Desk {
  var broker: Broker { get throws { Broker() } }
}

func export(_ evaluator: InsightEvaluator, data: Data, url: URL) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: tradeContext)  // expect: missing_consumption_report "'try data.write(to: url)' can throw at line 31"
  try data.write(to: url)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func trade(_ evaluator: InsightEvaluator, desk: Desk) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: tradeContext)  // expect: missing_consumption_report "'try desk.broker.normalize(" "can throw at line 37"
  let symbol = try desk.broker.normalize("aapl")
  evaluation.reportConsumption(.usedEvaluationOnly)
  return symbol
}

func tradeStrict(_ evaluator: InsightEvaluator, broker: StrictBroker) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: tradeContext)  // expect: missing_consumption_report "'try broker.normalize(" "can throw at line 44"
  let symbol = try broker.normalize("aapl")
  evaluation.reportConsumption(.usedEvaluationOnly)
  return symbol
}
