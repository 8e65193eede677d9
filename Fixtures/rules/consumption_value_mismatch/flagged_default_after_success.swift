import TrustInsights

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func settle() {
    switch insight.outcome {
    case .success(.medium), .success(.high):
      reportConsumption(.usedIncreasedFriction)
    case .success:
      reportConsumption(.usedUnchangedFriction)
    default:
      // Only a failure reaches this `default`.
      reportConsumption(.usedReducedFriction)  // expect: consumption_value_mismatch
    }
  }
}
