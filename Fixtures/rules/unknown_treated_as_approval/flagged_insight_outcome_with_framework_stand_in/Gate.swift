import TrustInsights

enum Gate { case approved, review }

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func gate() -> Gate {
    if case .success(.unknown) = insight.outcome {
      reportConsumption(.usedUnchangedFriction)
      return .approved  // expect: unknown_treated_as_approval
    }
    reportConsumption(.usedIncreasedFriction)
    return .review
  }
}

struct CoachingSnapshot {
  var insight: IsLikelyBeingCoachedInsight

  func gate() -> Gate {
    if case .success(.unknown) = insight.outcome { return .approved }  // expect: unknown_treated_as_approval
    return .review
  }
}

// An app type named like the stand-in's generic parameter does not make the evaluation's
// `insight` the app's.
struct Insight { var outcome: Result<Int, Error> }
