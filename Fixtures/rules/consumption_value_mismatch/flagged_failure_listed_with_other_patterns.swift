import TrustInsights

// A `case` that lists `.failure` (or `nil` of `try?`) beside other patterns runs its body when
// the insight failed too: it is the body of `case .failure`, and a `used…` status there says an
// insight was used that never existed.

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  case .failure, .success(.unknown):
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

func settleOptional(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch try? evaluation.insight.outcome.get() {
  case nil, .unknown?:
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  default:
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

func settleSplit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  switch evaluation.insight.outcome {
  case .failure, .success(.unknown):
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}
