import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A test double with the framework's method name, for dependency injection in previews.
final class PreviewEvaluator {
  func requestEvaluation(context: InsightEvaluator.InsightContext) async throws -> Bool { false }
}

@available(iOS 27.0, *)
final class PaymentChecks {
  private let sdk = FraudSDK()
  private let insights = InsightEvaluator()

  // Calls on the app's own types are not evaluations, even where the receiver is named
  // `evaluator`: its type says what it is.
  func prescreen(reference: String, evaluator: FraudSDK) async -> Bool {
    let known = await sdk.requestEvaluation(context: reference)
    _ = await evaluator.requestEvaluation(context: reference)
    if known {
      return true
    }
    return await sdk.screen(reference)
  }

  func preview() async throws -> Bool {
    let evaluator = PreviewEvaluator()
    return try await evaluator.requestEvaluation(context: paymentContext)
  }

  // Nothing says what the scoring client is, and it is not named as an evaluator: the call
  // runs the app's function of that name.
  func score(reference: String) async -> Bool {
    let client = makeScoringClient()
    return await client.requestEvaluation(context: reference)
  }

  // The real evaluator, reported on every path, next to the wrapper.
  func confirm(reference: String) async throws -> Bool {
    let flagged = await sdk.requestEvaluation(context: reference)
    let evaluation = try await insights.requestEvaluation(context: paymentContext)
    evaluation.reportConsumption(flagged ? .usedIncreasedFriction : .usedEvaluationOnly)
    return !flagged
  }
}
