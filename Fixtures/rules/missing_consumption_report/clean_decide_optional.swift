// The one-file sample from "Trust Insights, or how your app can tell…": `evaluate` returns an
// optional evaluation (a producer), the screen keeps the task, and `decide` reports on every
// branch, owing nothing when there is no evaluation.
import TrustInsights
import os

typealias CoachingContext = InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let log = Logger(subsystem: "bank.sample", category: "trust")

enum Friction {
  case none, warn, hold
}

enum TrustInsightsCheck {
  static func context() -> CoachingContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1),
    )
  }

  static func evaluate(_ context: CoachingContext) async -> CoachingEvaluation? {
    let evaluator = InsightEvaluator()
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    do {
      return try await evaluator.requestEvaluation(context: context)
    } catch {
      log.notice("Evaluation failed: \(String(describing: error), privacy: .public)")
      return nil
    }
  }

  static func decide(_ evaluation: CoachingEvaluation?) -> Friction {
    // No evaluation: no permission, no network, or an error. The app's own checks decide, as before.
    guard let evaluation else { return .none }

    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction, insightsUsed: [evaluation.insight])
      return .none
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
      return .warn
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
      return .hold
    case .success:
      evaluation.reportConsumption(.notUsedError)
      return .none
    case .failure(let error):
      log.notice("Insight failed: \(String(describing: error), privacy: .public)")
      evaluation.reportConsumption(.notUsedError)
      return .none
    }
  }
}

final class TransferViewController {
  private var pending: Task<CoachingEvaluation?, Never>?

  func viewDidAppear() {
    let context = TrustInsightsCheck.context()
    pending = Task { await TrustInsightsCheck.evaluate(context) }
  }

  func confirmTapped() async {
    let evaluation = await pending?.value
    let friction = TrustInsightsCheck.decide(evaluation)
    apply(friction)
  }

  func apply(_ friction: Friction) {}
}
