import TrustInsights

struct PayeeRisk {
  func decide(_ level: IsLikelyBeingCoachedInsight.Value, isNewPayee: Bool) {
    switch (level, isNewPayee) {
    case (.high, _):
      blockPayment()
    case (.medium, true):
      requireCallback()
    case (.unknown, false):
      approvePayment()  // expect: unknown_treated_as_approval
    case (_, true):
      // `.unknown` with a new payee (and `.medium` was taken above only for new payees).
      requireCallback()
    default:
      // `.medium` with a known payee, and newer values.
      approvePayment()
    }
  }

  func decideResult(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) {
    switch (evaluation.insight.outcome, amount > 1_000) {
    case (.success(.high), _), (.success(.medium), true):
      evaluation.reportConsumption(.usedIncreasedFriction)
      blockPayment()
    case (.failure, _):
      evaluation.reportConsumption(.notUsedError)
      requireCallback()
    case (.success(.unknown), _):
      evaluation.reportConsumption(.usedUnchangedFriction)
      executePayment()  // expect: unknown_treated_as_approval
    case (.success, _):
      evaluation.reportConsumption(.usedUnchangedFriction)
      requireCallback()
    }
  }

  func blockPayment() {}
  func requireCallback() {}
  func approvePayment() {}
  func executePayment() {}
}
