import TrustInsights

// Reporting helpers near the blanket shape: called without testing the outcome (only logging
// it), a helper that reports `.usedEvaluationOnly`, one helper per branch, a helper that tests
// the outcome itself and reports per branch, and one whose constant depends on the path.

typealias PayEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class PaymentProcessor {
  var showsWarning = false

  func payLogged(_ evaluation: PayEvaluation) {
    print("insight: \(evaluation.insight.outcome)")
    finishUnchanged(evaluation)
  }

  func payHonest(_ evaluation: PayEvaluation) {
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    finishEvaluationOnly(evaluation)
  }

  func payPerBranch(_ evaluation: PayEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      showsWarning = true
      finishIncreased(evaluation)
    case .success:
      finishUnchanged(evaluation)
    case .failure:
      finishFailed(evaluation)
    }
  }

  func payDelegated(_ evaluation: PayEvaluation) {
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    finishDeciding(evaluation)
  }

  func payChosen(_ evaluation: PayEvaluation, express: Bool) {
    if case .success(.high) = evaluation.insight.outcome { showsWarning = true }
    finishChosen(evaluation, express: express)
  }

  private func finishUnchanged(_ evaluation: PayEvaluation) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  private func finishIncreased(_ evaluation: PayEvaluation) {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  private func finishEvaluationOnly(_ evaluation: PayEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  private func finishFailed(_ evaluation: PayEvaluation) {
    evaluation.reportConsumption(.notUsedError)
  }

  private func finishDeciding(_ evaluation: PayEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high): evaluation.reportConsumption(.usedIncreasedFriction)
    case .success: evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure: evaluation.reportConsumption(.notUsedError)
    }
  }

  private func finishChosen(_ evaluation: PayEvaluation, express: Bool) {
    if express {
      evaluation.reportConsumption(.usedUnchangedFriction)
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }
}
