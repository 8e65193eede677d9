import TrustInsights

// Stored evaluations read once per path: no duplicate, and no missing report either (the
// holder that stored it owes the report; this body may leave it to another method).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class ReviewPresenter {
  func settle(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class TransferCoordinator {
  var pendingEvaluation: CoachingEvaluation?
  var queued: [CoachingEvaluation] = []
  let presenter = ReviewPresenter()

  func finishTransfer(confirmed: Bool) {
    guard let evaluation = pendingEvaluation else { return }
    if confirmed {
      evaluation.reportConsumption(.usedUnchangedFriction)
    } else {
      presenter.settle(evaluation)
    }
    pendingEvaluation = nil
  }

  func maybeFinish(confirmed: Bool) {
    // Reported on one path only: the coordinator keeps it for `finishTransfer` otherwise.
    guard confirmed, let evaluation = pendingEvaluation else { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
    pendingEvaluation = nil
  }

  func reportPendingTwiceByReading() {
    // Each read of the property may be a different evaluation (another method may have
    // stored a new one): two reads are not one evaluation reported twice.
    pendingEvaluation?.reportConsumption(.notUsedNotNeeded)
    pendingEvaluation = nil
  }

  func flushQueue() {
    for evaluation in queued {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    queued.removeAll()
  }

  func settle(all evaluations: [CoachingEvaluation]) {
    for evaluation in evaluations where evaluation.insight.outcome == .success(.high) {
      presenter.settle(evaluation)
    }
  }
}
