// The app's own wrapper returns the evaluation optionally, turning every failure into nil:
// the caller that unwraps it reports on every path after the unwrap; the nil path owes
// nothing, and neither does the wrapper, which hands the evaluation on.
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
}

final class StandingOrderModel {
  let trust = TrustClient()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func save(amount: Int) async throws -> Bool {
    guard let evaluation = await trust.evaluate(context) else { return amount < 5_000 }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    do {
      try validate(amount)
    } catch {
      evaluation.reportConsumption(.usedUnchangedFriction)
      throw error
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  func validate(_ amount: Int) throws {}
}
