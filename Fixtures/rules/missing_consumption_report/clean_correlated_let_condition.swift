import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func post(_ amount: Int) async throws
}

// The same constant decides whether there is an evaluation and whether it is reported: a
// path that skips the request also skips the report.
func send(amount: Int, evaluator: InsightEvaluator, ledger: Ledger) async throws -> Bool {
  let needsCheck = amount >= 1_000
  var evaluation: CoachingEvaluation?
  if needsCheck {
    evaluation = try await evaluator.requestEvaluation(context: transferContext)
  }
  var held = false
  if needsCheck, case .success(.high) = evaluation!.insight.outcome {
    held = true
  }
  if needsCheck {
    evaluation!.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  if !held {
    try? await ledger.post(amount)
  }
  return !held
}
