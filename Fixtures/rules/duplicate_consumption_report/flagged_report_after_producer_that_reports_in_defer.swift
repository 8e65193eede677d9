import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A decorator that reports in a `defer` before `return evaluation`: the defer runs before the
// value leaves the producer, so its callers receive an evaluation already reported, and a
// report of their own is the second.
final class AuditedRisk {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func auditedEvaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    audit("evaluated")
    return evaluation
  }

  func audit(_ line: String) {}
}

func sendPayment(risk: AuditedRisk) async throws {
  let evaluation = try await risk.auditedEvaluation()  // expect-note: duplicate_consumption_report "made by 'auditedEvaluation' before it returns the evaluation"
  evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "already reported it at line 25"
}
