import TrustInsights
import os

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

let logger = Logger(subsystem: "bank.app", category: "trust")

// Logging the outcome is not testing it: nothing branched on it, and the app honestly did
// not change the flow.
func recordOnly(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  logger.info("coaching outcome: \(String(describing: evaluation.insight.outcome), privacy: .public)")
  evaluation.reportConsumption(.usedUnchangedFriction)
}

func keepForAudit(evaluator: InsightEvaluator) async throws -> String {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let outcome = evaluation.insight.outcome
  let line = "outcome=\(outcome)"
  evaluation.reportConsumption(.usedUnchangedFriction)
  return line
}
