import TrustInsights

enum Audit {
  /// Reports on one branch only: the parameter's declared type makes it an evaluation.
  static func settle(_ evaluation: CoachingEvaluation, used: Bool) {  // expect: missing_consumption_report "reaches the end at line 9"
    if used {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
