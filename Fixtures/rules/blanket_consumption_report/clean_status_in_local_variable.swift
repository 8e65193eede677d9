import TrustInsights

// A status held by a `var` that the branches change, or by a constant computed from the
// outcome, reports what each branch did.

func hold() {}

func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  var status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
  if case .success(.high) = evaluation.insight.outcome {
    hold()
    status = .usedIncreasedFriction
  }
  evaluation.reportConsumption(status)
}

func confirmComputed(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  let isHigh = (try? evaluation.insight.outcome.get()) == .high
  let status: InsightEvaluationConsumptionStatus = isHigh ? .usedIncreasedFriction : .usedUnchangedFriction
  if isHigh { hold() }
  evaluation.reportConsumption(status)
}

func confirmShadowed(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, status: InsightEvaluationConsumptionStatus) {
  if case .success(.high) = evaluation.insight.outcome {
    let status = InsightEvaluationConsumptionStatus.usedIncreasedFriction
    hold()
    evaluation.reportConsumption(status)
    return
  }
  evaluation.reportConsumption(status)
}
