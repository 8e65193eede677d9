import TrustInsights

enum Decision { case approved, review, blocked }

/// The app's helpers on the outcome itself.
extension Result where Success == IsLikelyBeingCoachedInsight.Value {
  var isConcerning: Bool {
    switch self {
    case .success(.medium), .success(.high): return true
    default: return false
    }
  }

  func isAlarming() -> Bool {
    if case .success(let level) = self { return level == .high }
    return false
  }

  var decision: Decision {
    switch self {
    case .success(.high): return .blocked
    case .success(.unknown): return .approved  // expect: unknown_treated_as_approval
    default: return .review
    }
  }
}

struct CheckDeposit {
  func deposit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    if evaluation.insight.outcome.isConcerning {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdFunds()
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveDeposit()  // expect: unknown_treated_as_approval
    }
  }

  func depositAlarm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard !evaluation.insight.outcome.isAlarming() else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdFunds()
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    completeDeposit()  // expect: unknown_treated_as_approval
  }

  func holdFunds() {}
  func approveDeposit() {}
  func completeDeposit() {}
}
