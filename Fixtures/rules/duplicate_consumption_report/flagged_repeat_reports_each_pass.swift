import TrustInsights

// A `repeat` loop whose condition may hold goes round again and reports the same evaluation
// a second time.

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, attempts: inout Int) {
  repeat {
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    attempts -= 1
  } while attempts > 0
}
