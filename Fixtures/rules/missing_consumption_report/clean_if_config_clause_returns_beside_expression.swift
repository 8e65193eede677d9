// Each `#if` clause of a value-returning body is a body of its own: the DEBUG clause returns
// its evaluation with `return` (after other statements), the release clause is one expression
// that Swift returns implicitly. Neither discards the evaluation; the caller reports it.
import TrustInsights

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct RiskClient {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func evaluate() async throws -> RiskEvaluation {
    #if DEBUG
    print("evaluating in a debug build")
    return try await evaluator.requestEvaluation(context: context)
    #else
    try await evaluator.requestEvaluation(context: context)
    #endif
  }

  func evaluateAgain() async throws -> RiskEvaluation {
    #if targetEnvironment(simulator)
    return try await evaluator.requestEvaluation(context: context)
    #elseif os(iOS)
    try await evaluator.requestEvaluation(context: context)
    #endif
  }
}

func pay(client: RiskClient) async throws {
  let evaluation = try await client.evaluate()
  evaluation.reportConsumption(.usedEvaluationOnly)
  let second = try await client.evaluateAgain()
  second.reportConsumption(.usedEvaluationOnly)
}
