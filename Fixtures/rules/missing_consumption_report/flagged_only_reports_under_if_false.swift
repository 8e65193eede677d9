// The whole reporting switch was wrapped in `#if false` while debugging: the compiled code never
// reports. (A clause with a real condition would be an alternative that reports; `false` is not.)
import TrustInsights

final class WalletProvisioning {
  private let evaluator = InsightEvaluator()

  func addCardToWallet(last4: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported"
#if false
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
#endif
    print("provisioning card ending \(last4)")
  }
}
