import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func payInvoice(evaluator: InsightEvaluator) async -> Bool {
  let evaluation = try? await evaluator.requestEvaluation(context: paymentContext)
  switch evaluation?.insight.outcome {
  case .success(.high)?:
    evaluation?.reportConsumption(.usedIncreasedFriction)
    return false
  case .some:
    evaluation?.reportConsumption(.usedUnchangedFriction)
    return true
  case nil:
    return true
  }
}

func payInvoice2(evaluator: InsightEvaluator) async -> Bool {
  let evaluation = try? await evaluator.requestEvaluation(context: paymentContext)
  guard let outcome = evaluation?.insight.outcome else { return true }
  let high = outcome == .success(.high)
  evaluation?.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !high
}
