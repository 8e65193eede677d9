import TrustInsights

// A reporting helper that always reports one constant (`finish(evaluation)`, or a method of an
// extension of the evaluation type), called once after the outcome was tested: the same report
// for every outcome, found at the helper's name where it is called.

typealias PayEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func markWarned() {
    reportConsumption(.usedIncreasedFriction)
  }
}

final class PaymentProcessor {
  var showsWarning = false

  func pay(_ evaluation: PayEvaluation) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      showsWarning = true
    case .success, .failure:
      showsWarning = false
    }
    finish(evaluation)  // expect: blanket_consumption_report "'.usedIncreasedFriction'"
  }

  func payGuarded(_ evaluation: PayEvaluation) {
    showsWarning = (try? evaluation.insight.outcome.get()) == .high
    if showsWarning { print("warned") }
    evaluation.markWarned()  // expect: blanket_consumption_report
  }

  private func finish(_ evaluation: PayEvaluation) {
    print("reporting")
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}
