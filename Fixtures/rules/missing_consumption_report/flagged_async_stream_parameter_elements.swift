// A stream of evaluations handed in as a parameter (or made by a function whose declared
// result is an alias of a stream type) gives the loop each element for its own, as a stream a
// call made does (flagged_async_stream_loop_elements): an `AsyncStream` delivers every element
// to one iterator only. Reporting it on some paths and dropping it on another (a `try`, a
// `break`) is found at the loop variable (probes-ee f14, f63).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias RiskStream = AsyncThrowingStream<CoachingEvaluation, Error>

protocol Notifier: Sendable { func push(_ s: String) async throws }

actor FraudAlerts {
  let notifier: Notifier
  var drafts = 0
  init(notifier: Notifier) { self.notifier = notifier }

  func consume(_ stream: AsyncStream<CoachingEvaluation>) async throws {
    for await evaluation in stream {  // expect: missing_consumption_report "can throw at line 20"
      try await notifier.push("checked")
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func consumeAliased(_ stream: RiskStream) async throws {
    for try await evaluation in stream {  // expect: missing_consumption_report "returns at line 28"
      if drafts > 3 {
        return
      }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func review(_ feed: AssistantRiskFeed) async throws {
    for try await evaluation in feed.stream() {  // expect: missing_consumption_report "'break' at line 38 leaves the loop"
      drafts += 1
      if drafts > 3 {
        break
      }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}

struct AssistantRiskFeed: Sendable {
  let evaluator = InsightEvaluator()

  func stream() -> RiskStream {
    RiskStream { continuation in
      Task {
        do {
          let context = InsightEvaluator.InsightContext(
            operationCategory: .payment,
            requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
          continuation.yield(try await evaluator.requestEvaluation(context: context))
          continuation.finish()
        } catch {
          continuation.finish(throwing: error)
        }
      }
    }
  }
}
