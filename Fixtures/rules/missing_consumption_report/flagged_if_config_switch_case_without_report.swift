import TrustInsights

// Switch cases inside `#if` clauses are alternatives: the debug build's `case .failure` reports,
// the release build's `case .failure` does not. The first does not take `.failure` away from the
// second (no build compiles both), so the release build leaks on the failure path (probes-ba p25).

let context = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func keepExistingChecks() {}
func addCooldown() {}

func swapSIM(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'.failure' branch"
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    addCooldown()
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    keepExistingChecks()
  #if DEBUG
    case .failure(let error):
      print("coaching failed: \(error)")
      evaluation.reportConsumption(.notUsedError)
  #else
    case .failure:
      keepExistingChecks()
  #endif
  }
}
