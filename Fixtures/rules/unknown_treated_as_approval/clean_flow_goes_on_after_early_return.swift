import TrustInsights

// `.high` leaves; `.medium` and `.unknown` go on with the app's usual flow and report unchanged
// friction. An approval past the test is that flow, not `.unknown` read as low risk (only a
// `.usedReducedFriction` report there would be: see the flagged twin). The same after a
// `switch` whose `.medium` and `.unknown` cases both go on.
final class TransferFlow {
  let evaluator = InsightEvaluator()

  func submit(amount: Decimal) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    try await executeTransfer(amount)
    return true
  }

  func submitAfterSwitch(amount: Decimal) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    case .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      try await confirmWithPerson()
    case .success(.unknown), .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
    try await executeTransfer(amount)
  }

  func executeTransfer(_ amount: Decimal) async throws {}
  func confirmWithPerson() async throws {}
}
