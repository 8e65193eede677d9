import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol AuditLog {
  func append(_ line: String) throws
}

// The local function can throw before it reports; the `catch` around its call reports then.
func review(evaluator: InsightEvaluator, log: AuditLog) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let held = (try? evaluation.insight.outcome.get()) == .high
  func finish() throws {
    try log.append("held=\(held)")
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  do {
    try finish()
  } catch {
    evaluation.reportConsumption(.notUsedError)
  }
  return !held
}
