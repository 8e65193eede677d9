import TrustInsights

// `.high` leaves; a second test lets `.medium` and `.unknown` meet again, and the usual flow goes
// on with unchanged friction (an approval there is that flow). Reduced friction reported where
// `.unknown` has left too (`if level == .unknown { return … }`) is not `.unknown`'s.
// (probes-bf p100, p104)
enum Decision { case blocked, approved, review }

final class Checkout {
  var showsBanner = false
  func completeOrder() {}

  @available(iOS 27.0, *)
  func pay(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    }
    if level == .medium {
      showsBanner = true
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    completeOrder()
  }

  @available(iOS 27.0, *)
  func payKnownMedium(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Decision {
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      return .review
    }
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .blocked
    }
    if level == .medium {
      showsBanner = true
    }
    if level == .unknown {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .review
    }
    evaluation.reportConsumption(.usedReducedFriction)
    return .approved
  }
}
