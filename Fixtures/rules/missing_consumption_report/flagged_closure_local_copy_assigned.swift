// The neighbour of clean_closure_inout_parameter_assigned.swift: inside the closure the
// evaluation goes into a local copy of the state, not into the state itself, so nothing keeps
// it when the closure ends; and a local function given `&local` hands it to a local of the
// caller that is then dropped.
import Synchronization
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class PendingReview: Sendable {
  private let pending = Mutex<CoachingEvaluation?>(nil)
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func begin() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    pending.withLock { state in
      var copy = state
      copy = evaluation
      _ = copy
    }
  }

  func beginLocally() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    func keep(_ slot: inout CoachingEvaluation?) { slot = evaluation }
    var local: CoachingEvaluation? = nil
    keep(&local)
  }
}
