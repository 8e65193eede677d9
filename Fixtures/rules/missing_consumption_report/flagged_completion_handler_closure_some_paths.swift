// A bank's Objective-C-era bridge delivers the evaluation to a completion handler; the
// handler reports a high insight and returns without a report on every other outcome.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustBridge {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  /// Calls `completion` on the main actor with the evaluation, or nil when it failed.
  func evaluate(completion: @escaping @MainActor (CoachingEvaluation?) -> Void) {
    Task {
      let evaluation = try? await evaluator.requestEvaluation(context: context)
      await completion(evaluation)
    }
  }
}

@MainActor
final class RecoveryEmailController {
  let bridge = TrustBridge()
  var showsCallWarning = false

  func changeEmailTapped() {
    bridge.evaluate { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'RecoveryEmailController.changeEmailTapped()' is reported on some paths but not all"
      guard let evaluation else { return }
      guard case .success(.high) = evaluation.insight.outcome else { return }
      self.showsCallWarning = true
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}
