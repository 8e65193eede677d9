// `if case` and `guard case` on a tuple literal holding the outcome read it position by
// position, as a `switch` on that tuple does: the branch a `(.success(.unknown), true)` pattern
// enters is taken by `.unknown`, and so is the `else` of a `guard case (.success(.high), _)`
// (its `_` surely matches, so only the outcome can fail it). A name bound in the tuple
// pattern is the value at its position (probes-cq p186).
import TrustInsights

let microContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class MicroPayment {
  let evaluator = InsightEvaluator()
  func approveMicroPayment() {}

  func pay(cents: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: microContext)
    if case (.success(.unknown), true) = (evaluation.insight.outcome, cents < 500) {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveMicroPayment()  // expect: unknown_treated_as_approval "approveMicroPayment"
      return
    }
    guard case (.success(.high), _) = (evaluation.insight.outcome, cents) else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      approveMicroPayment()  // expect: unknown_treated_as_approval
      return
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
  }

  func payKnownPayee(cents: Int, newPayee: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: microContext)
    guard case (.success(let level), false) = (evaluation.insight.outcome, newPayee) else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    }
    if level == .unknown {
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
