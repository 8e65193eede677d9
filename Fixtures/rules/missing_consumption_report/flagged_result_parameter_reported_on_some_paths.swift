import TrustInsights

// A helper taking `Result<Evaluation, Error>` owes the report of the evaluation it holds on
// success: reporting it on some paths only is the helper's fault, at the parameter.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func settleIfHigh(_ result: Result<CoachingEvaluation, Error>) {  // expect: missing_consumption_report "some paths but not all"
  if case .success(let evaluation) = result, case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

func settleTwice(_ result: Result<CoachingEvaluation, Error>) {
  guard case .success(let evaluation) = result else { return }
  evaluation.reportConsumption(.usedUnchangedFriction)
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
}
