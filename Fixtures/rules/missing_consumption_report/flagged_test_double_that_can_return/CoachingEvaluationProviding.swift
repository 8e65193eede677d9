import TrustInsights

// The same seam. In AccountRecoveryTests.swift one double hands back a stubbed evaluation
// when a test sets one (it can return, so it is a producer), and one call goes through the
// protocol, where the framework-backed conformer may answer: both results are evaluations
// the test leaves unreported.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol CoachingEvaluationProviding {
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation
}

struct FrameworkEvaluationProvider: CoachingEvaluationProviding {
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }
}

final class AccountRecoveryModel {
  let provider: any CoachingEvaluationProviding
  init(provider: any CoachingEvaluationProviding) { self.provider = provider }

  func resetTapped() async -> Bool {
    guard let evaluation = try? await provider.evaluation(for: .account) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }
}
