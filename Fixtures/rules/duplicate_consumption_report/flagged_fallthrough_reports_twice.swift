import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// `.high` reports, then falls through into `.medium`, which reports again.
func review(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
  do {
    switch try evaluation.insight.outcome.get() {
    case .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      fallthrough  // expect-note: duplicate_consumption_report "falls through into the next case, which reports again"
    case .medium:
      evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "line 13"
    case .unknown:
      evaluation.reportConsumption(.usedUnchangedFriction)
    @unknown default:
      evaluation.reportConsumption(.notUsedError)
    }
  } catch {
    evaluation.reportConsumption(.notUsedError)
  }
}

func start(evaluator: InsightEvaluator) async throws {
  review(try await evaluator.requestEvaluation(context: transferContext))
}
