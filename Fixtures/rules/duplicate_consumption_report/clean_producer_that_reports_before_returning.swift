import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A logging decorator reports the evaluation before it returns it: its callers only read the
// outcome. A producer that does not report leaves the one report to its caller.
final class RiskService {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func loggedEvaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return evaluation
  }

  func optionalEvaluation() async -> CoachingEvaluation? {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return nil }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return evaluation
  }

  func plainEvaluation() async throws -> CoachingEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }
}

func shouldWarn(service: RiskService) async throws -> Bool {
  let evaluation = try await service.loggedEvaluation()
  guard case .success(let level) = evaluation.insight.outcome else { return false }
  return level == .high
}

func shouldHold(service: RiskService) async -> Bool {
  guard let evaluation = await service.optionalEvaluation() else { return false }
  if case .success(.high) = evaluation.insight.outcome { return true }
  return false
}

func confirm(service: RiskService) async throws {
  let evaluation = try await service.plainEvaluation()
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
