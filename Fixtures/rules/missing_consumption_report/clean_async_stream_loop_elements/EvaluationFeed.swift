import TrustInsights

// The feed makes a stream of evaluations for its one consumer (reduced from a probe). The
// consuming loops below report each element on every path, hand it on, or never report it
// (a loop that only looks at the elements is left alone, as a closure that never reports its
// parameter is); a `var` stream bound twice is not followed.
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

enum Audit {
  /// Reports on every path: a loop handing each element here reports it.
  static func settle(_ evaluation: CoachingEvaluation, warned: Bool) {
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(warned ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}
