import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// `break review` leaves the labelled `do` before the report: the message and a note name it.
func review(evaluator: InsightEvaluator, amount: Int) async -> Bool {
  var held = false
  review: do {
    guard let evaluation = try? await evaluator.requestEvaluation(context: transferContext) else { break review }  // expect: missing_consumption_report "returns at line 23 after 'break review' at line 13"
    if amount < 20 {
      break review  // expect-note: missing_consumption_report "'break review' here skips the report"
    }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      held = true
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  print(held)
  return held  // expect-note: missing_consumption_report "returns here without a report"
}
