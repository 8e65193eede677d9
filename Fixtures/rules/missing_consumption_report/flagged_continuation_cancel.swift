import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol ReviewPresenter {
  func showReview(highRisk: Bool, completion: @escaping (Bool) -> Void)
}

func isHigh(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Bool {
  if case .success(.high) = evaluation.insight.outcome { return true }
  return false
}

// The continuation's body runs at once and only reads the evaluation: it does not take it
// over. Cancelling the sheet leaves it unreported.
func confirmTransfer(evaluator: InsightEvaluator, presenter: ReviewPresenter) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 27 in the 'else' of the 'guard' at line 26"
  let accepted = await withCheckedContinuation { continuation in
    presenter.showReview(highRisk: isHigh(evaluation)) { accepted in
      continuation.resume(returning: accepted)
    }
  }
  guard accepted else {
    return false
  }
  evaluation.reportConsumption(isHigh(evaluation) ? .usedIncreasedFriction : .usedUnchangedFriction)
  return true
}
