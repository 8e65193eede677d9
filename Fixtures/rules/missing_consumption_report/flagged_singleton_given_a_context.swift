// The nearest defects to clean_vendor_singleton_of_unlinted_module: a singleton of a type the
// linted set does not declare (`SecurityKit.shared`) may hold the framework's evaluator under
// an alias declared in a module that is not linted, so a call given a context stays the
// framework's; and the app's own `InsightEvaluator.shared` is the evaluator. Both leak.
import SecurityKit
import TrustInsights

@available(iOS 27.0, *)
extension InsightEvaluator {
  static let shared = InsightEvaluator()
}

@available(iOS 27.0, *)
final class WithdrawalReview {
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func review(toAllowListedAddress: Bool) async throws -> Bool {
    let evaluation = try await SecurityKit.shared.requestEvaluation(context: context)  // expect: missing_consumption_report "returns at line 23"
    guard !toAllowListedAddress else {
      return true
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return false
  }

  func warmUp() async throws {
    _ = try await InsightEvaluator.shared.requestEvaluation(context: context)  // expect: missing_consumption_report "discarded"
  }
}
