#if canImport(TrustInsights)
  import TrustInsights

  typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
#else
  // A stub for builds without the framework: never compiled where an evaluation exists, so
  // it does not make `CoachingEvaluation` the app's own type.
  final class CoachingEvaluation {
    func reportConsumption(_ status: Int) {}
  }
#endif

func settle(_ evaluation: CoachingEvaluation, confirmed: Bool) {  // expect: missing_consumption_report "some paths but not all"
  if confirmed {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
