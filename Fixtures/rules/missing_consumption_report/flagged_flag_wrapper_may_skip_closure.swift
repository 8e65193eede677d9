import TrustInsights

// A feature-flag wrapper of the program returns early when the flag is off, without running
// its closure. The only report is inside that closure: with the flag off, the evaluation is
// never reported. The path is named after the wrapper that skips the closure.

let checkoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Flag {
  case frictionOnCheckout
}

final class FeatureFlags {
  private var enabled: Set<String> = []
  func isOn(_ flag: Flag) -> Bool { enabled.contains("\(flag)") }
}

let flags = FeatureFlags()

func ifEnabled(_ flag: Flag, _ body: () -> Void) {
  guard flags.isOn(flag) else { return }
  body()
}

func checkout(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: checkoutContext)  // expect: missing_consumption_report "returns at line 34 when 'ifEnabled' at line 30 does not run its closure"
  ifEnabled(.frictionOnCheckout) {
    let held = evaluation.insight.outcome == .success(.high)
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
  return true
}
