import TrustInsights

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// An initializer is a body of its own: its evaluation is never reported.
final class RecoveryEmailGate {
  let isHeld: Bool

  init(evaluator: InsightEvaluator) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: accountContext) else {  // expect: missing_consumption_report "is never reported", "reaches the end at line 18"
      isHeld = false
      return
    }
    isHeld = (try? evaluation.insight.outcome.get()) == .high
  }
}
