import TrustInsights

// The neighbour of clean_after_helper_that_reports_some_paths: called on an evaluation that
// is already reported, a helper that reports on some paths reports it twice on those paths.

typealias Evaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@discardableResult
func reportIfFailed(_ evaluation: Evaluation) -> Bool {  // expect: missing_consumption_report "returns at line 14"
  if case .failure = evaluation.insight.outcome {
    evaluation.reportConsumption(.notUsedError)
    return true
  }
  return false
}

func changeDirectDeposit(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(
    context: .init(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  evaluation.reportConsumption(.usedUnchangedFriction)
  reportIfFailed(evaluation)  // expect: duplicate_consumption_report "reported again by 'reportIfFailed'"
}
