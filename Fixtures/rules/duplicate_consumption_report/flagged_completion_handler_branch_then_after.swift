// A wallet app's completion handler reports a high insight in its branch and then again
// after the branch, so a high insight is reported twice.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TrustBridge {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  /// Calls `completion` with the evaluation; the handler owns the report.
  func evaluate(completion: @escaping (CoachingEvaluation) -> Void) {
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
      completion(evaluation)
    }
  }
}

final class CardTopUpController {
  let bridge = TrustBridge()
  var isHeld = false

  func topUpTapped() {
    bridge.evaluate { evaluation in
      if case .success(.high) = evaluation.insight.outcome {
        self.isHeld = true
        evaluation.reportConsumption(.usedIncreasedFriction)
      }
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "line 31"
    }
  }
}
