import TrustInsights

// The level goes through a helper that only forwards it (`route(_:)`) before the one that
// approves (`finish(_:)`): the notes walk the whole path, from the calls that have the level
// (in `handle` and `retry`) through the forwarding call to the approval. A call passing `.high`
// cannot bring `.unknown` and is not named.
final class CheckoutFlow {
  func handle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    guard let level = try? evaluation.insight.outcome.get() else {
      evaluation.reportConsumption(.notUsedError)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    route(level)  // expect-note: unknown_treated_as_approval "'.unknown' reaches the approval in 'route(_:)' here"
  }

  func retry(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    if case .success(let level) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedUnchangedFriction)
      route(level)  // expect-note: unknown_treated_as_approval "reaches the approval in 'route(_:)' here"
    } else {
      evaluation.reportConsumption(.notUsedError)
      route(.high)
    }
  }

  private func route(_ level: IsLikelyBeingCoachedInsight.Value) {
    finish(level)  // expect-note: unknown_treated_as_approval "'.unknown' reaches the approval in 'finish(_:)' here"
  }

  private func finish(_ level: IsLikelyBeingCoachedInsight.Value) {
    if level == .high {
      blockPayment()
    } else {  // expect-note: unknown_treated_as_approval "'.unknown' takes the 'else' of the 'if' at line 32"
      proceedWithPayment()  // expect: unknown_treated_as_approval "'proceedWithPayment()'"
    }
  }

  private func blockPayment() {}
  private func proceedWithPayment() {}
}
