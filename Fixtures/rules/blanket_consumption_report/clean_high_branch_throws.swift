// The `.high` branch leaves with its own decision (a thrown error) and the report after
// the test belongs to the remaining branch: not a blanket report, but a leak on `.high`.
import TrustInsights

struct TransferBlocked: Error {}

func confirm(context: InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>) async throws {
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)  // expect: missing_consumption_report "line 10", evaluation_outside_sensitive_category
  if case .success(.high) = evaluation.insight.outcome {
    throw TransferBlocked()
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
}
