import TrustInsights

struct CheckoutRules {
  func a(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .high:
      holdOrder()
    default:
      // `.unknown` and `.medium` reach this `default`.
      proceedToConfirmation()  // expect: unknown_treated_as_approval
    }
  }

  func b(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      log()
      fallthrough
    case .medium:
      // Reached by `.medium` and, through `fallthrough`, by `.unknown`.
      executeWithLimits()  // expect: unknown_treated_as_approval
    case .high:
      holdOrder()
    @unknown default:
      holdOrder()
    }
  }

  func c(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown, .medium, .high:
      holdOrder()
    default:
      // Only a value this SDK does not name gets here: unknown to the app too.
      authorizePayment()  // expect: unknown_treated_as_approval "an unrecognised outcome"
    }
  }

  func d(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdOrder()
    case .success:
      // `.unknown` and `.medium` reach this catch-all.
      evaluation.reportConsumption(.usedUnchangedFriction)
      Task { await self.executeOrder() }  // expect: unknown_treated_as_approval
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      holdOrder()
    }
  }

  func log() {}
  func holdOrder() {}
  func proceedToConfirmation() {}
  func executeWithLimits() {}
  func authorizePayment() {}
  func executeOrder() async {}
}
