import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferScreen {
  func showHold() {}

  // The high case is reported by the first test; the `switch` reports only the others. No
  // path takes both.
  func review(evaluator: InsightEvaluator) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    let level = try? evaluation.insight.outcome.get()
    if level == .high {
      showHold()
      evaluation.reportConsumption(.usedIncreasedFriction)
    }
    switch level {
    case .high?:
      break
    case .medium?:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case nil:
      evaluation.reportConsumption(.notUsedError)
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
