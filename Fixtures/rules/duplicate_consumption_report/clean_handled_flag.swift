import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The `handled` flag says whether a branch already reported.
func review(evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var handled = false
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    handled = true
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    handled = true
  default:
    break
  }
  if amount > 10_000 && !handled {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  if !handled {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return true
}
