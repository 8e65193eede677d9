import TrustInsights

// A local `var` whose failure branch assigns `.notUsedError` (its `used…` initial value is
// replaced there); a failure-branch `used…` assignment to a variable reported for a retry, or
// never reported; a variable of the same name in another function.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct CheckoutReporter {
  var showsWarning = false

  mutating func finish(_ evaluation: CoachingEvaluation) {
    var status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      showsWarning = true
      status = .usedIncreasedFriction
    case .success:
      break
    case .failure:
      status = .notUsedError
    }
    evaluation.reportConsumption(status)
  }

  func finishWithRetry(_ first: CoachingEvaluation, _ retry: CoachingEvaluation) {
    var retryStatus = InsightEvaluationConsumptionStatus.notUsedError
    switch first.insight.outcome {
    case .success(let level):
      first.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      retry.reportConsumption(.usedEvaluationOnly)
      return
    case .failure:
      first.reportConsumption(.notUsedError)
      retryStatus = .usedEvaluationOnly
    }
    retry.reportConsumption(retryStatus)
  }

  func logOnly(_ evaluation: CoachingEvaluation) {
    var label = InsightEvaluationConsumptionStatus.notUsedError
    if case .failure = evaluation.insight.outcome {
      label = .usedEvaluationOnly
      print("would have reported \(label)")
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func other(_ evaluation: CoachingEvaluation) {
    let label = InsightEvaluationConsumptionStatus.usedEvaluationOnly
    evaluation.reportConsumption(label)
  }
}
