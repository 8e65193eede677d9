import TrustInsights

// The seam hands out the evaluation itself; the app's caller reports it on every branch.
// The test file's doubles (AccountRecoveryTests.swift) cannot build an evaluation, so they
// throw or trap: a call that can only reach such a double makes no evaluation, as a
// `requestEvaluation` that throws makes none, and the test owes nothing.

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
