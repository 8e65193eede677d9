import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// The `defer` that reports is registered after an early `return evaluation`: that path hands
// the caller an unreported evaluation, so the caller still owes the report.
final class AuditedRisk {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func auditedEvaluation(fast: Bool) async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if fast { return evaluation }
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    return evaluation
  }
}

func showRisk(risk: AuditedRisk) async throws -> Bool {
  let evaluation = try await risk.auditedEvaluation(fast: true)  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome { return true }
  return false
}
