import TrustInsights

// The feed makes a stream of evaluations for its one consumer (reduced from a probe): each
// element is the consuming loop's to report, as a reactive chain's value closure holds the
// value it receives. RULES.md does not name loops over streams; a careful reviewer reads
// `for await evaluation in feed.evaluations()` as receiving each evaluation, so reporting it
// on some paths only is found at the loop variable (as at a closure's parameter).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

actor EvaluationFeed {
  private let evaluator = InsightEvaluator()
  private var continuation: AsyncStream<CoachingEvaluation>.Continuation?
  private var throwing: AsyncThrowingStream<CoachingEvaluation, any Error>.Continuation?

  func evaluations() -> AsyncStream<CoachingEvaluation> {
    let (stream, continuation) = AsyncStream.makeStream(of: CoachingEvaluation.self)
    self.continuation = continuation
    return stream
  }

  func failableEvaluations() -> AsyncThrowingStream<CoachingEvaluation, any Error> {
    let (stream, continuation) = AsyncThrowingStream.makeStream(of: CoachingEvaluation.self)
    throwing = continuation
    return stream
  }

  func operationStarted() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    continuation?.yield(evaluation)
  }
}

protocol BannerPresenter {
  func show(_ text: String) async throws
}
