import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Consuming helper: reports on every path.
struct EvaluationReporter {
    func settle(_ evaluation: CoachingEvaluation) {
        evaluation.reportConsumption(.usedEvaluationOnly)
    }
}
