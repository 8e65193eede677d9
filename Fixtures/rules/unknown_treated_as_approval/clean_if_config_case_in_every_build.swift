import TrustInsights

// The neighbour of flagged_if_config_case_absent_in_release.swift: the `.unknown` case is
// compiled in every build (its `#if` has an `#else` with the same case), so `case .success:`
// after it is reached by `.medium` only and may approve.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func approveTransfer() {}
func keepExistingChecks() {}
func holdTransfer() {}

func send(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    holdTransfer()
  case .success(.unknown):
    #if DEBUG
      print("debug: no coaching signal")
    #endif
    evaluation.reportConsumption(.usedUnchangedFriction)
    keepExistingChecks()
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
    approveTransfer()
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    keepExistingChecks()
  }
}
