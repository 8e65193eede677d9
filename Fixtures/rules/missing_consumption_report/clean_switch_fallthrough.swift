import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TransferFlow {
  func showHold() {}
  func showWarning() {}

  // `.high` adds a hold, then falls through to `.medium`, which warns and reports once.
  func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      switch try evaluation.insight.outcome.get() {
      case .high:
        showHold()
        fallthrough
      case .medium:
        showWarning()
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .unknown:
        evaluation.reportConsumption(.usedUnchangedFriction)
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }
}

func start(evaluator: InsightEvaluator, flow: TransferFlow) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  flow.review(evaluation)
}
