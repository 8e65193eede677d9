// The app's own wrapper returns the evaluation optionally, turning every failure into nil
// (a do/catch, a `try?`): the caller that unwraps it owes the report on every path after
// the unwrap; the nil path owes nothing.
import TrustInsights

typealias CoachingContext = InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustClient {
  private let evaluator = InsightEvaluator()

  func evaluate(_ context: CoachingContext) async -> CoachingEvaluation? {
    do {
      return try await evaluator.requestEvaluation(context: context)
    } catch {
      return nil
    }
  }

  func evaluateQuietly(_ context: CoachingContext) async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: context)
  }
}

final class StandingOrderModel {
  let trust = TrustClient()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func save(amount: Int) async -> Bool {
    guard let evaluation = await trust.evaluate(context) else { return true }  // expect: missing_consumption_report "returns at line 39 inside the 'if' at line 38"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    if amount > 5_000 {
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  func saveQuietly(amount: Int) async throws {
    guard let evaluation = await trust.evaluateQuietly(context) else { return }  // expect: missing_consumption_report "can throw at line 47"
    try validate(amount)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func validate(_ amount: Int) throws {}
}
