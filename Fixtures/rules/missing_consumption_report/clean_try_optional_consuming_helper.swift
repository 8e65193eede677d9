import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol AuditLog {
  func append(_ line: String) throws
}

// `record` reports before anything can throw: `try? record(…)` is a report on every path.
func record(_ evaluation: CoachingEvaluation, held: Bool, log: AuditLog) throws {
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  try log.append("insight \(evaluation.insight.insightID) held=\(held)")
}

func review(evaluator: InsightEvaluator, log: AuditLog) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held = (try? evaluation.insight.outcome.get()) == .high
  try? record(evaluation, held: held, log: log)
  return !held
}
