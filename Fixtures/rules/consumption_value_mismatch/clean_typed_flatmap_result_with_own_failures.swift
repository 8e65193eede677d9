import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

enum RiskError: Error {
  case noEvidence
  case insight(InsightError)
}

// A local written 'Result<IsLikelyBeingCoachedInsight.Value, RiskError>' and made by a flatMap
// whose closure may give a failure of its own: its 'case .failure' is not only the insight's
// failure, so a 'used…' report there is no mismatch; the written type alone does not make it
// the outcome (probes-dk f03).
func transfer(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let checked: Result<IsLikelyBeingCoachedInsight.Value, RiskError> = evaluation.insight.outcome
    .mapError { .insight($0) }
    .flatMap { level in
      if level == .unknown { .failure(.noEvidence) } else { .success(level) }
    }
  switch checked {
  case .success(.high): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
