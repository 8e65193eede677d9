import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Whoever shows the result of a review; the only conformer says so in a file of its own that
/// spells no TrustInsights word, and its method never reports.
protocol ReviewSink: AnyObject {
  func reviewFinished(_ evaluation: CoachingEvaluation)
}

final class ReviewRunner {
  let sink: ReviewSink
  init(sink: ReviewSink) { self.sink = sink }

  func run(evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(  // expect: missing_consumption_report "never reported"
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    sink.reviewFinished(evaluation)
  }
}
