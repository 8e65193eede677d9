import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A helper declared twice in `#if` clauses, each twin reporting: whichever build runs, the call
// is a report. A same-named helper in another file (another module's copy) is not a twin.

#if DEBUG
  func finishTrustCheck(_ evaluation: CoachingEvaluation, friction: Bool) {
    print("[audit] coaching outcome \(evaluation.insight.outcome)")
    evaluation.reportConsumption(friction ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
#else
  func finishTrustCheck(_ evaluation: CoachingEvaluation, friction: Bool) {
    evaluation.reportConsumption(friction ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
#endif

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func purchaseGiftCard(_ evaluator: InsightEvaluator, cents: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  let friction = evaluation.insight.outcome != .success(.unknown) || cents > 50_000
  finishTrustCheck(evaluation, friction: friction)
  return !friction
}
