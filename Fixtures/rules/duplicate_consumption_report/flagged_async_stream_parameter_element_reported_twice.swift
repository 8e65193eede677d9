// Evaluations handed in as an `AsyncStream` (or `AsyncThrowingStream`) parameter or stored
// property are read by `for await` as the elements of an `[Evaluation]` one are: another party
// owes their reports, but a pass that reports one twice is a duplicate.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func consume(_ stream: AsyncStream<CoachingEvaluation>) async {
  for await evaluation in stream {
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }
}

func consumeThrowing(_ stream: AsyncThrowingStream<CoachingEvaluation, any Error>) async throws {
  for try await evaluation in stream {
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }  // expect: duplicate_consumption_report
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
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
      evaluation.reportConsumption(.usedEvaluationOnly)
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
      }
    }
  }
}
