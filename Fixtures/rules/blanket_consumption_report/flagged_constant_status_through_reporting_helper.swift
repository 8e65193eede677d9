import TrustInsights

// The app's reporting helper given one constant status after the outcome was tested: the
// same report for every outcome, found at the helper's name.

func hold() {}

func report(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ status: InsightEvaluationConsumptionStatus) {
  print("reporting \(status)")
  evaluation.reportConsumption(status)
}

func confirm(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  if case .success(.high) = evaluation.insight.outcome { hold() }
  report(evaluation, .usedIncreasedFriction)  // expect: blanket_consumption_report "'.usedIncreasedFriction'"
}
