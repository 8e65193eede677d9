import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// The app's own readings of an evaluation: `Bool` helpers that test `insight.outcome`.
extension CoachingEvaluation {
  var isHighRisk: Bool {
    if case .success(.high) = insight.outcome { return true }
    return false
  }

  var isConcerning: Bool {
    let level = try? insight.outcome.get()
    return level == .medium || level == .high
  }

  var isUnknown: Bool {
    (try? insight.outcome.get()) == .unknown
  }

  func needsReview() -> Bool {
    switch insight.outcome {
    case .success(.medium), .success(.high): return true
    default: return false
    }
  }
}

func isRisky(_ evaluation: CoachingEvaluation) -> Bool {
  guard case .success(let level) = evaluation.insight.outcome else { return false }
  return level == .high
}

final class TransferReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    if evaluation.isHighRisk {
      showScamWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      // `.unknown` (and a failure) is "not high risk" here.
      approveTransfer()  // expect: unknown_treated_as_approval "'.unknown' leads to 'approveTransfer()'"
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func reviewConcerning(_ evaluation: CoachingEvaluation) {
    guard evaluation.isConcerning else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return skipReview()  // expect: unknown_treated_as_approval
    }
    showScamWarning()
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  func reviewUnknown(_ evaluation: CoachingEvaluation) {
    if evaluation.isUnknown {
      // A helper that is true for `.unknown`: its then branch is the unknown branch.
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
    } else {
      showScamWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }

  func reviewWithMethod(_ evaluation: CoachingEvaluation) {
    if !evaluation.needsReview() {
      approveTransfer()  // expect: unknown_treated_as_approval
      evaluation.reportConsumption(.usedUnchangedFriction)
    } else {
      showScamWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }

  func reviewWithFunction(_ evaluation: CoachingEvaluation) {
    if isRisky(evaluation) {
      showScamWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      proceedWithTransfer()  // expect: unknown_treated_as_approval
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func showScamWarning() {}
  func approveTransfer() {}
  func proceedWithTransfer() {}
  func skipReview() {}
}
