// `evaluation[keyPath: \.insight.outcome]` reads the outcome as `evaluation.insight.outcome`
// does: a switch on it is an outcome test, and its `.unknown` case is an unknown branch
// (probes-ed k03).
import TrustInsights

typealias PayEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class InstantPayFlow {
  let evaluator = InsightEvaluator()

  func run() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation[keyPath: \.insight.outcome] {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      skipVerification()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      verify()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      verify()
    }
  }

  func isSafeToSkipReview(_ evaluation: PayEvaluation) -> Bool {
    let outcome = evaluation[keyPath: \PayEvaluation.insight.outcome]
    switch outcome {
    case .success(.high), .success(.medium): return false
    default: return true  // expect: unknown_treated_as_approval
    }
  }

  func skipVerification() {}
  func verify() {}
}
