import TrustInsights

// `repeat { … } while false` runs its body once (a scope that `break` can leave): no path
// goes round to report again.

func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, skip: Bool) {
  repeat {
    if skip {
      evaluation.reportConsumption(.notUsedNotNeeded)
      break
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  } while false
}
