import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// Helpers of the evaluation whose `false` is not reached by `.unknown`, a helper that does not
// test the outcome, and a property of another type that has the name of a helper.
extension CoachingEvaluation {
  /// False only for `.high`.
  var isNotHighRisk: Bool {
    if case .success(.high) = insight.outcome { return false }
    return true
  }

  var isKnownLowOrUnknown: Bool {
    switch insight.outcome {
    case .success(.unknown), .failure: return true
    default: return false
    }
  }

  var wasRequested: Bool { true }

  var isFlagged: Bool {
    if case .success(.high) = insight.outcome { return true }
    return false
  }
}

// Another type's property of the same name: `payee.isFlagged` says nothing about an outcome.
struct Payee {
  var isTrusted: Bool
  var isFlagged: Bool
}

final class TransferReviewViewModel {
  func review(_ evaluation: CoachingEvaluation) {
    if evaluation.isNotHighRisk {
      runStandardChecks()
      evaluation.reportConsumption(.usedUnchangedFriction)
    } else {
      // Only `.high` is here.
      approveManualReview()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
  }

  func reviewUnknownFirst(_ evaluation: CoachingEvaluation) {
    guard !evaluation.isKnownLowOrUnknown else {
      runStandardChecks()
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    // `.medium`, `.high` and values this SDK does not name reach this point; `.unknown` does not.
    showScamWarning()
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  func reviewUnrelated(_ evaluation: CoachingEvaluation, payee: Payee) {
    if evaluation.wasRequested {
      runStandardChecks()
    } else {
      approveTransfer()
    }
    if payee.isTrusted {
      runStandardChecks()
    } else {
      approveTransfer()
    }
    if payee.isFlagged {
      runStandardChecks()
    } else {
      approveTransfer()
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  func showScamWarning() {}
  func runStandardChecks() {}
  func approveTransfer() {}
  func approveManualReview() {}
}
