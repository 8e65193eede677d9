import TrustInsights

// A debug-only `case .success(.unknown)` keeps the checks, but a release build does not compile
// it: there `.unknown` reaches `case .success:`, which approves (probes-ba p31). A case inside
// an `#if` clause takes values only from the cases compiled in every build where it is.

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
  case .success(.high), .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    holdTransfer()
  #if DEBUG
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      keepExistingChecks()
  #endif
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    approveTransfer()  // expect: unknown_treated_as_approval "'.unknown' leads to"
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    keepExistingChecks()
  }
}
