import TrustInsights

// A local `var` given a `used…` status in a failure branch and reported by name: the status is
// judged where it is assigned, also when the report comes after the branches meet.

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
      status = .usedEvaluationOnly  // expect: consumption_value_mismatch
    }
    evaluation.reportConsumption(status)
  }

  func finishInCatch(_ evaluation: CoachingEvaluation, cancelled: Bool) {
    let status: InsightEvaluationConsumptionStatus
    do {
      let level = try evaluation.insight.outcome.get()
      status = level == .high ? .usedIncreasedFriction : .usedUnchangedFriction
    } catch {
      status = cancelled ? .notUsedNotNeeded : .usedUnchangedFriction  // expect: consumption_value_mismatch
    }
    evaluation.reportConsumption(status)
  }

  func finishNil(_ evaluation: CoachingEvaluation) {
    var status: InsightEvaluationConsumptionStatus = .notUsedError
    if let level = try? evaluation.insight.outcome.get() {
      status = level == .high ? .usedIncreasedFriction : .usedUnchangedFriction
    } else {
      status = .usedUnchangedFriction  // expect: consumption_value_mismatch
    }
    evaluation.reportConsumption(status)
  }
}
