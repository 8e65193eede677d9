import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct DebugSettings {
  static var skipTrustInsights = false
}

// The debug-only early exit reports; without DEBUG the clause is absent and the code after
// it reports.
func review(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  #if DEBUG
    if DebugSettings.skipTrustInsights {
      evaluation.reportConsumption(.usedEvaluationOnly)
      return true
    }
  #endif
  let held = (try? evaluation.insight.outcome.get()) == .high
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}
