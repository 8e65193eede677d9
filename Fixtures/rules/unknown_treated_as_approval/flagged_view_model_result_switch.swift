import TrustInsights

enum TransferDecision {
  case approved
  case needsReview
  case blocked
}

@MainActor
final class SendMoneyViewModel {
  private let evaluator = InsightEvaluator()
  var decision: TransferDecision = .needsReview
  var isTrusted = false

  func evaluateAndDecide(amount: Decimal) async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
      decision = .needsReview
      return
    }
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval "'.unknown' is reported as '.usedReducedFriction'"
      self.isTrusted = true  // expect: unknown_treated_as_approval "sets 'isTrusted' to 'true'"
      decision = .approved  // expect: unknown_treated_as_approval "sets 'decision' to '.approved'"
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      decision = .blocked
    case .success:
      evaluation.reportConsumption(.notUsedError)
      decision = .needsReview
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      decision = .needsReview
    }
  }
}
