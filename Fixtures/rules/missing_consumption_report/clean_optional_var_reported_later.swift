import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func isHigh(_ evaluation: CoachingEvaluation) -> Bool {
  if case .success(.high) = evaluation.insight.outcome { return true }
  return false
}

// Small transfers are not evaluated; where there is an evaluation, `?.` reports it on
// both exits, and where there is none nothing is owed.
final class SendMoneyModel {
  let evaluator = InsightEvaluator()

  func submit(amount: Int) async -> Bool {
    var evaluation: CoachingEvaluation?
    if amount >= 1_000 {
      evaluation = try? await evaluator.requestEvaluation(context: transferContext)
    }
    let held = evaluation.map { isHigh($0) } ?? false
    if held {
      evaluation?.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation?.reportConsumption(.usedUnchangedFriction)
    return true
  }
}
