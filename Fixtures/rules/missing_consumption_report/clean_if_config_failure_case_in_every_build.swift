import TrustInsights

// A `case .failure` in each clause of an `#if DEBUG`/`#else` is in every build, so no failure
// reaches the `default` after it and its `try …get()` cannot throw there (probes-bg; it was
// said to leak on the failure path).
let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func holdTransfer() {}
func keepExistingChecks() {}

func send(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  switch evaluation.insight.outcome {
  #if DEBUG
    case .failure(let error):
      print("coaching failed: \(error)")
      evaluation.reportConsumption(.notUsedError)
      return
  #else
    case .failure:
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
