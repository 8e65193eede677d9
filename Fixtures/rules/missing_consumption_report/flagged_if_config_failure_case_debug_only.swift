import TrustInsights

// The neighbour of clean_if_config_failure_case_in_every_build.swift: the `case .failure` is in
// the debug build only, so in a release build a failure reaches `default`, where `try …get()`
// throws before any report.
let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func holdTransfer() {}
func keepExistingChecks() {}

func send(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "can throw at line 24"
  switch evaluation.insight.outcome {
  #if DEBUG
    case .failure(let error):
      print("coaching failed: \(error)")
      evaluation.reportConsumption(.notUsedError)
      return
  #endif
  default:
    let level = try evaluation.insight.outcome.get()
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdTransfer()
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      keepExistingChecks()
    }
  }
}
