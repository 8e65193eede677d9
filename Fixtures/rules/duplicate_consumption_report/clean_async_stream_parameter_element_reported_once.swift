// The neighbour of flagged_async_stream_parameter_element_reported_twice.swift: each evaluation
// read from the stream is reported once on every path.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func consume(_ stream: AsyncStream<CoachingEvaluation>) async {
  for await evaluation in stream {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}

func consumeThrowing(_ stream: AsyncThrowingStream<CoachingEvaluation, any Error>) async throws {
  for try await evaluation in stream {
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}

@available(iOS 27.0, *)
@MainActor
final class ReviewInbox {
  let updates: AsyncStream<CoachingEvaluation>
  init(updates: AsyncStream<CoachingEvaluation>) { self.updates = updates }

  func run() async {
    for await evaluation in updates {
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}
