import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class Banner {
  func show(high: Bool) {}
}

// The optional is unwrapped twice: once to show the banner, once to report. Both tests
// agree, so there is one report where there is an evaluation and none where there is not.
func review(evaluator: InsightEvaluator, banner: Banner) async -> Bool {
  let evaluation: CoachingEvaluation? = try? await evaluator.requestEvaluation(context: transferContext)
  var held = false
  if let evaluation {
    held = (try? evaluation.insight.outcome.get()) == .high
    banner.show(high: held)
  }
  if let evaluation {
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  return !held
}
