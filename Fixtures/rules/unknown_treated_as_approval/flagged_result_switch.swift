import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Checkout {
  func finish(_ evaluation: CoachingEvaluation, amount: Int) {
    switch evaluation.insight.outcome {
    case .success(let level) where level == .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdPayment()
    case .success(.medium) where amount > 1_000:
      // This `where` does not test the value: `.medium` with a small amount reaches `.success` below.
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdPayment()
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      commitPayment()  // expect: unknown_treated_as_approval "'.unknown' leads to 'commitPayment()'"
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      completeWithExistingChecks()
    }
  }

  func holdPayment() {}
  func commitPayment() {}
  func completeWithExistingChecks() {}
}
