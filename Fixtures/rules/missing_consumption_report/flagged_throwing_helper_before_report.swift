import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol AuditLog {
  func append(_ line: String) throws
}

// The audit write can throw before the report: the helper reports on some paths only and
// is at fault; its caller counts the call as a report.
func record(_ evaluation: CoachingEvaluation, held: Bool, log: AuditLog) throws {  // expect: missing_consumption_report "can throw at line 17"
  try log.append("insight \(evaluation.insight.insightID) held=\(held)")
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
}

func review(evaluator: InsightEvaluator, log: AuditLog) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held = (try? evaluation.insight.outcome.get()) == .high
  try? record(evaluation, held: held, log: log)
  return !held
}
