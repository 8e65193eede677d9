import TrustInsights

/// The app's own risk grade, with its own `.unknown`.
enum RiskGrade { case unknown, medium, high }
enum Decision { case approved, review, blocked }

extension Result where Success == RiskGrade {
  // A result of the app's own grade: its `.unknown` is not the insight's.
  var decision: Decision {
    switch self {
    case .success(.unknown): return .approved
    default: return .review
    }
  }

  var isConcerning: Bool {
    if case .success(.high) = self { return true }
    return false
  }
}

extension Result where Success == IsLikelyBeingCoachedInsight.Value {
  var decision: Decision {
    switch self {
    case .success(.high): return .blocked
    default: return .review
    }
  }

  var isUnknown: Bool {
    if case .success(.unknown) = self { return true }
    return false
  }
}

struct CheckDeposit {
  func deposit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    if evaluation.insight.outcome.isUnknown {
      // No evidence: the existing checks run.
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks()
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      approveDeposit()
    }
  }

  func depositGrade(_ grade: Result<RiskGrade, Error>) {
    if grade.isConcerning {
      holdFunds()
    } else {
      approveDeposit()
    }
  }

  func runStandardChecks() {}
  func holdFunds() {}
  func approveDeposit() {}
}
