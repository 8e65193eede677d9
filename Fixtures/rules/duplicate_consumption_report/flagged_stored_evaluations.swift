import TrustInsights

// An evaluation read from where it was stored (a coordinator's property, another object's
// property, a collection of them) is owed by whoever stored it, but a body that reports it
// twice on one path still breaks "one report per evaluation".

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class EvaluationStore {
  var current: CoachingEvaluation?
}

final class ReviewPresenter {
  func settle(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class TransferCoordinator {
  var pendingEvaluation: CoachingEvaluation?
  var queued: [CoachingEvaluation] = []
  let presenter = ReviewPresenter()
  let store = EvaluationStore()

  func finishTransfer() {
    guard let evaluation = pendingEvaluation else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
    presenter.settle(evaluation)  // expect: duplicate_consumption_report "evaluation read from 'pendingEvaluation' is reported again by 'settle'"
    pendingEvaluation = nil
  }

  func cancelTransfer() {
    guard let pendingEvaluation else { return }
    pendingEvaluation.reportConsumption(.notUsedNotNeeded)
    pendingEvaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report "line 34"
  }

  func closeReview() {
    let evaluation = store.current
    evaluation?.reportConsumption(.usedEvaluationOnly)
    evaluation?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "evaluation read from 'current'"
  }

  func flushQueue() {
    for evaluation in queued {
      evaluation.reportConsumption(.usedEvaluationOnly)
      if evaluation.insight.outcome == .success(.high) {
        evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "evaluation read from 'queued'"
      }
    }
    queued.removeAll()
  }

  func settle(all evaluations: [CoachingEvaluation]) {
    for evaluation in evaluations {
      presenter.settle(evaluation)
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "evaluation read from 'evaluations'"
    }
  }
}
