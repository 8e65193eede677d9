// The one-file sample of "Trust Insights, or how your app can tell when someone is being
// talked through a scam": everything that touches the API.
import OSLog
import TrustInsights

typealias CoachingContext = InsightEvaluator.InsightContext
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Friction {
  case none
  case warn
  case hold
}

enum TrustInsightsCheck {
  static let log = Logger(subsystem: "bank", category: "trust")

  static func context() -> CoachingContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1),
    )
  }

  // Asked from a settings row, but without looking at the status first.
  static func requestAuthorization(for context: CoachingContext) async -> Bool {
    let status = try? await InsightEvaluator().requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    return status == .authorized
  }

  static func evaluate(_ context: CoachingContext) async -> CoachingEvaluation? {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluator.requestEvaluation(context: context)
  }

  static func decide(_ evaluation: CoachingEvaluation?) -> Friction {
    // No evaluation: no permission, no network, or an error. The app's own checks decide, as before.
    guard let evaluation else { return .none }

    switch evaluation.insight.outcome {
    case .success(.unknown):
      // No evidence of coaching. That is not evidence of safety, so friction stays as it was.
      evaluation.reportConsumption(.usedUnchangedFriction, insightsUsed: [evaluation.insight])
      return .none
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
      return .warn
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
      return .hold
    case .success:
      // A level newer than this sample. Do not guess what it means.
      evaluation.reportConsumption(.notUsedError)
      return .none
    case .failure(let error):
      // The evaluation came back, but the insight inside it failed. It still has to be reported.
      log.notice("Insight failed: \(String(describing: error), privacy: .public)")
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  }
}
