import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferFlow {
  func showWarning() {}
  func showReceipt() {}

  // `isHigh` is a constant: exactly one of the two reports runs on every path.
  func review(evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let isHigh = (try? evaluation.insight.outcome.get()) == .high
    if isHigh {
      showWarning()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    showReceipt()
    if !isHigh {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
