import TrustInsights

// A reporter value called like a function (`reportTrust(evaluation, status)` and
// `self.reportTrust(…)`) runs its type's `callAsFunction`, which reports: one report on each
// path. (probes-bc p903)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct ReportTrust {
  func callAsFunction(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class TradeReviewModel {
  private let evaluator = InsightEvaluator()
  private let reportTrust = ReportTrust()
  var needsStepUp = false

  func review() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    if case .success(.high) = evaluation.insight.outcome {
      needsStepUp = true
      self.reportTrust(evaluation, .usedIncreasedFriction)
    } else {
      reportTrust(evaluation, .usedUnchangedFriction)
    }
  }
}
