import TrustInsights

// The one constant report is a helper's, found at the helper's call: the message names the
// helper, since the status is written in its body and not on the flagged line.
final class CheckoutModel {
  func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {  // expect-note: blanket_consumption_report "the outcome is read here"
    case .success(.high): warn()
    default: break
    }
    finish(evaluation)  // expect: blanket_consumption_report "'.usedIncreasedFriction' by 'finish', which always reports that,"
  }

  private func finish(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  private func warn() {}
}
