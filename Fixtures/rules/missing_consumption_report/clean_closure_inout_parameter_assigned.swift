// A closure may assign only to an `inout` parameter: `pending.withLock { $0 = evaluation }`
// writes the evaluation into the storage the `Mutex` protects (a stored property), which is an
// escape: whoever takes it out of the `Mutex` later owes the report.
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
    let evaluation = try await evaluator.requestEvaluation(context: context)
    pending.withLock { $0 = evaluation }
  }

  func beginNamed() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    pending.withLock { state in state = evaluation }
  }
}
