// The nearest defect to clean_vendor_client_with_own_context: a client typed with a protocol
// from a module outside the linted set that is given the framework's context may be the
// evaluator behind the app's own dependency-injection protocol, so the call is an evaluator
// call and the `.other` written into its context is reported.
import SecurityDI
import TrustInsights

@available(iOS 27.0, *)
struct PromoRedemption {
  func redeem(using client: CoachingEvaluating) async -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .other,  // expect: evaluation_outside_sensitive_category "'.other'"
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await client.requestEvaluation(context: context) else { return true }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}
