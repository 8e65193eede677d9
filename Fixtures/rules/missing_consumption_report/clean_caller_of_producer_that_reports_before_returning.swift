import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A producer that reports the evaluation before returning it (a logging decorator, also
// through a consuming helper, and a decorator of such a decorator) has done the report: its
// callers owe none.
final class RiskService {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func loggedEvaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    audit(evaluation)
    return evaluation
  }

  func timedEvaluation() async throws -> CoachingEvaluation {
    let start = ContinuousClock.now
    let evaluation = try await loggedEvaluation()
    print(ContinuousClock.now - start)
    return evaluation
  }

  func audit(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func shouldWarn(service: RiskService) async throws -> Bool {
  let evaluation = try await service.timedEvaluation()
  guard case .success(let level) = evaluation.insight.outcome else { return false }
  return level == .high
}
