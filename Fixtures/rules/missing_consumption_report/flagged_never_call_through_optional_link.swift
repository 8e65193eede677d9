import TrustInsights

// `trip` never returns, but through the `weak var` it is skipped when the link is nil: the
// `return` after it then leaves the evaluation unreported.
final class KillSwitch {
  func trip(_ reason: String) -> Never { fatalError(reason) }
}

let merchantContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class MerchantPaymentScreen {
  weak var killSwitch: KillSwitch?
  let strictSwitch = KillSwitch()
  let evaluator = InsightEvaluator()

  func pay(blocked: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: merchantContext)  // expect: missing_consumption_report "returns at line 23"
    if blocked {
      killSwitch?.trip("blocked merchant")
      return
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func payStrict(blocked: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: merchantContext)
    if blocked { strictSwitch.trip("blocked merchant") }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
