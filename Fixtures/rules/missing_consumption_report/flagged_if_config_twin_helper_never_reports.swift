import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// The report lives in a helper declared twice, once per build: the debug twin logs and reports,
// the release twin was left empty. A file can hold two declarations of one signature only in
// different `#if` clauses, so every build runs exactly one: through the release twin the
// evaluation is never reported, and the call is no report (as a protocol whose conformers
// disagree).

#if DEBUG
  func finishTrustCheck(_ evaluation: CoachingEvaluation, friction: Bool) {
    print("[audit] coaching outcome \(evaluation.insight.outcome)")
    evaluation.reportConsumption(friction ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
#else
  func finishTrustCheck(_ evaluation: CoachingEvaluation, friction: Bool) {}
#endif

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func purchaseGiftCard(_ evaluator: InsightEvaluator, cents: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
  let friction = evaluation.insight.outcome != .success(.unknown) || cents > 50_000
  finishTrustCheck(evaluation, friction: friction)
  return !friction
}
