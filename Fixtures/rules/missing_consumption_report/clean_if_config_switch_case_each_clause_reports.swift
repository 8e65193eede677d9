import TrustInsights

// The neighbour of flagged_if_config_switch_case_without_report.swift: each clause's
// `case .failure` reports, and a debug-only `case .success(.unknown)` reports too (a release
// build sends `.unknown` to `case .success:`, which reports as well).

let context = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func keepExistingChecks() {}
func addCooldown() {}

func swapSIM(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  switch evaluation.insight.outcome {
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    addCooldown()
  #if DEBUG
    case .success(.unknown):
      print("debug: no coaching signal")
      evaluation.reportConsumption(.usedUnchangedFriction)
  #endif
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    keepExistingChecks()
  #if DEBUG
    case .failure(let error):
      print("coaching failed: \(error)")
      evaluation.reportConsumption(.notUsedError)
  #else
    case .failure:
      evaluation.reportConsumption(.notUsedError)
  #endif
  }
}
