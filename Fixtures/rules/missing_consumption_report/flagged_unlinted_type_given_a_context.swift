// The nearest defects to clean_vendor_client_of_unlinted_module: a receiver of a type the
// linted set does not declare (initialised as `CoachingEvaluator`, a parameter typed
// `SecurityContainer.Evaluator`) may still be the framework's evaluator under an alias
// declared in a module that is not linted, so a call given a context stays the framework's.
// Both leak.
import SharedSecurity
import TrustInsights

@available(iOS 27.0, *)
final class PayeeReview {
  private let checker = CoachingEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func review(isNewPayee: Bool) async throws -> Bool {
    let evaluation = try await checker.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 20"
    guard isNewPayee else {
      return true
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return false
  }

  func reviewAgain(evaluator: SecurityContainer.Evaluator) async throws {
    _ = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "discarded"
  }
}
