import TrustInsights

// `.other` written to a context the evaluator never receives: another value's path, a local
// of another method that shadows the property, and a path on an unrelated local.
struct TransferTrustState {
  var context: InsightEvaluator.InsightContext
}

final class TransferScreen {
  var screen = TransferTrustState(
    context: .init(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  var preview = TransferTrustState(
    context: .init(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  let evaluator = InsightEvaluator()

  func showPreview() {
    preview.context.operationCategory = .other
  }

  func shadowed() {
    var screen = TransferTrustState(
      context: .init(
        operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    screen.context.operationCategory = .other
    _ = screen
  }

  func confirmTransfer() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: screen.context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
