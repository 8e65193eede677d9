// `evaluation[keyPath: \.insight].outcome` reads `evaluation.insight.outcome`, as
// `evaluation[keyPath: \.insight.outcome]` does: its `.unknown` case is an unknown branch
// (probes-eh k11). The same spelling on the app's own type (`Profile`, whose `insight` is a
// KYC check with its own `.unknown`) is no outcome.
import TrustInsights

enum KYCGrade { case unknown, verified }
struct KYCCheck { var outcome: KYCGrade }
struct Profile { var insight: KYCCheck }

@available(iOS 27.0, *)
final class DirectDebitFlow {
  let evaluator = InsightEvaluator()

  func mandate(profile: Profile) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation[keyPath: \.insight].outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveMandate()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
    if case .unknown = profile[keyPath: \.insight].outcome { approveManualReview() }
  }

  func approveMandate() {}
  func approveManualReview() {}
}
