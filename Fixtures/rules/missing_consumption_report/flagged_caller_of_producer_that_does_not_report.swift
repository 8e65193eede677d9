import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A producer that reports only on some paths is not counted as returning its evaluation
// reported: the caller owes the report (and a report there is not compared with the producer's).
final class RiskService {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func screened() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    return evaluation
  }
}

func shouldWarn(service: RiskService) async throws -> Bool {
  let evaluation = try await service.screened()  // expect: missing_consumption_report
  guard case .success(let level) = evaluation.insight.outcome else { return false }
  return level == .high
}
