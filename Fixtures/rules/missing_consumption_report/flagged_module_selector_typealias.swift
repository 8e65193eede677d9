import TrustInsights

// A type alias written with module selectors (Swift 6.3: `TrustInsights::InsightEvaluation<…>`)
// names the framework's evaluation type; its producer's callers owe the report (probes-bs p30).

typealias Evaluation = TrustInsights::InsightEvaluation<TrustInsights::IsLikelyBeingCoachedInsight>

struct CoachingClient {
  let evaluator = InsightEvaluator()

  func evaluatePayment() async throws -> Evaluation {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try await evaluator.requestEvaluation(context: context)
  }
}

func payRent(client: CoachingClient, amount: Int) async throws -> Bool {
  let evaluation = try await client.evaluatePayment() // expect: missing_consumption_report
  guard amount > 0 else { return false }
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return true
  }
}
