// The neighbour of flagged_async_stream_parameter_elements.swift: each element of a stream
// handed in is reported on every path (the catch reports before it moves on), or never
// reported at all (a loop that only peeks leaves it with whoever yields it).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias RiskStream = AsyncThrowingStream<CoachingEvaluation, Error>

protocol Notifier: Sendable { func push(_ s: String) async throws }

actor FraudAlerts {
  let notifier: Notifier
  var seen = 0
  init(notifier: Notifier) { self.notifier = notifier }

  func consume(_ stream: AsyncStream<CoachingEvaluation>) async {
    for await evaluation in stream {
      do {
        try await notifier.push("checked")
      } catch {
        evaluation.reportConsumption(.notUsedError)
        continue
      }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func count(_ stream: RiskStream) async throws {
    for try await evaluation in stream {
      if case .success(.high) = evaluation.insight.outcome { seen += 1 }
    }
  }
}
