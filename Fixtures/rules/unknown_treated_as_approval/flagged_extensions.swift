import TrustInsights

enum Gate {
  case approved
  case review
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func gate() -> Gate {
    switch insight.outcome {
    case .success(.unknown):
      reportConsumption(.usedUnchangedFriction)
      return .approved  // expect: unknown_treated_as_approval
    case .success:
      reportConsumption(.usedIncreasedFriction)
      return .review
    case .failure:
      reportConsumption(.notUsedError)
      return .review
    }
  }
}

extension IsLikelyBeingCoachedInsight.Value {
  var gate: Gate {
    switch self {
    case .unknown: .approved  // expect: unknown_treated_as_approval
    default: .review
    }
  }
}
