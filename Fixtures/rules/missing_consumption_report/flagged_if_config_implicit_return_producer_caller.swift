// A producer whose body is one `#if` block with a single expression in each clause returns
// that expression in every build (Swift resolves `#if` before it looks for a
// single-expression body): the evaluation is returned, not discarded, and the caller owes
// the report (here, the leak at the guard of `payLater`; the producers themselves are clean).
import TrustInsights

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct RiskClient {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func evaluate() async throws -> RiskEvaluation {
    #if targetEnvironment(simulator)
    try await evaluator.requestEvaluation(context: context)
    #else
    try await evaluator.requestEvaluation(context: context)
    #endif
  }

  var current: RiskEvaluation {
    get async throws {
      #if DEBUG
      try await evaluator.requestEvaluation(context: context)
      #elseif os(iOS)
      try await evaluator.requestEvaluation(context: context)
      #endif
    }
  }
}

func pay(client: RiskClient) async throws {
  let evaluation = try await client.evaluate()
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func payLater(client: RiskClient, confirmed: Bool) async throws {
  let evaluation = try await client.current  // expect: missing_consumption_report "returns at line 41"
  guard confirmed else { return }
  evaluation.reportConsumption(.usedEvaluationOnly)
}
