import TrustInsights

// A reporter value called like a function (`reportTrust(evaluation, status)`) runs its type's
// `callAsFunction`, which reports: the direct report after it is the second on that path.
// (probes-bc p904)
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
    reportTrust(evaluation, .usedEvaluationOnly)
    if case .success(.high) = evaluation.insight.outcome {
      needsStepUp = true
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
    }
  }
}
