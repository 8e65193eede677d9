import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct EvaluationService {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  // Producers: returning the evaluation hands the obligation to the caller.
  func evaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }

  func evaluationIfAuthorized() async -> CoachingEvaluation? {
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return nil }
    return try? await evaluation()
  }
}

struct TransferFlow {
  let service = EvaluationService()

  func confirm() async -> Bool {
    guard let evaluation = await service.evaluationIfAuthorized() else { return true }
    let hold = evaluation.insight.outcome == .success(.high)
    evaluation.reportConsumption(hold ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !hold
  }
}
