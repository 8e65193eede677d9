import TrustInsights

// The constant status may be held by a local `let`: it is still one status for every outcome.

func hold() {}

func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  let status = InsightEvaluationConsumptionStatus.usedIncreasedFriction
  if case .success(.high) = evaluation.insight.outcome { hold() }
  evaluation.reportConsumption(status)  // expect: blanket_consumption_report "'.usedIncreasedFriction'"
}

func confirmTyped(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  let status: InsightEvaluationConsumptionStatus = .usedUnchangedFriction
  if (try? evaluation.insight.outcome.get()) == .high { hold() }
  evaluation.reportConsumption(status)  // expect: blanket_consumption_report
}
