import TrustInsights

enum Friction {
  case none
  case warn
  case hold
}

func decide(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?) -> Friction {
  guard let evaluation else { return .none }
  switch evaluation.insight.outcome {
  case .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction, insightsUsed: [evaluation.insight])
    return .none
  case .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
    return .warn
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction, insightsUsed: [evaluation.insight])
    return .hold
  case .success:
    evaluation.reportConsumption(.notUsedError)
    return .none
  case .failure(let error):
    print("Insight failed: \(error)")
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch "'.usedUnchangedFriction'"
    return .none
  }
}
