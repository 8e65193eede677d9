import TrustInsights

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
