import TrustInsights

// The reporting helper is given what each branch did, or a status computed from the outcome.

func hold() {}

func report(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ status: InsightEvaluationConsumptionStatus) {
  evaluation.reportConsumption(status)
}

func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  if case .success(.high) = evaluation.insight.outcome {
    hold()
    report(evaluation, .usedIncreasedFriction)
  } else {
    report(evaluation, .usedUnchangedFriction)
  }
}

func confirmComputed(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  let high = (try? evaluation.insight.outcome.get()) == .high
  if high { hold() }
  report(evaluation, high ? .usedIncreasedFriction : .usedUnchangedFriction)
}

func confirmHonest(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  if case .success(.high) = evaluation.insight.outcome { print("high") }
  report(evaluation, .usedEvaluationOnly)
}
