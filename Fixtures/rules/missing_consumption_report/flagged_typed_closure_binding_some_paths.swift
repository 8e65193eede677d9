// A standing-order screen keeps its evaluation handlers in a local, a lazy property and
// properties it assigns, whose written types take the evaluation; each handler drops it on one
// path (the screen is gone).
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias EvaluationHandler = @MainActor (CoachingEvaluation) -> Void

@MainActor
final class TrustEvents {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var onEvaluation: EvaluationHandler?

  func evaluate() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    if let onEvaluation {
      onEvaluation(evaluation)
    } else {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}

@MainActor
final class StandingOrderCoordinator {
  let events = TrustEvents()
  weak var navigationController: UINavigationController?
  var isShowingReview = false

  lazy var handleEvaluation: EvaluationHandler = { [weak self] evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'StandingOrderCoordinator.handleEvaluation' is reported on some paths but not all"
    guard let self, self.isShowingReview else { return }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      self.navigationController?.popViewController(animated: true)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func start() {
    events.onEvaluation = handleEvaluation
    Task { await events.evaluate() }
  }

  func startInline() {
    let handler: (CoachingEvaluation) -> Void = { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'StandingOrderCoordinator.startInline()' is reported on some paths but not all"
      guard self.isShowingReview else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    events.onEvaluation = handler
    Task { await events.evaluate() }
  }

  func startOptional() {
    var handler: EvaluationHandler? = { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure"
      if self.isShowingReview {
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
    events.onEvaluation = handler
    handler = nil
    Task { await events.evaluate() }
  }

  func startAssigned() {
    events.onEvaluation = { evaluation in  // expect: missing_consumption_report "evaluation parameter 'evaluation' of a closure in 'StandingOrderCoordinator.startAssigned()'"
      guard self.isShowingReview else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    Task { await events.evaluate() }
  }
}
