import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// The decorator reports in a `defer` before `return evaluation` (on every path that returns
// it): its callers owe no report of their own.
final class AuditedRisk {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func auditedEvaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    if Bool.random() { return evaluation }
    audit("slow path")
    return evaluation
  }

  func audit(_ line: String) {}
}

func showRisk(risk: AuditedRisk) async throws -> Bool {
  let evaluation = try await risk.auditedEvaluation()
  if case .success(.high) = evaluation.insight.outcome { return true }
  return false
}
