import TrustInsights

struct PayeeService {
  func addPayee(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      switch try evaluation.insight.outcome.get() {
      case let level where level == .unknown:
        evaluation.reportConsumption(.usedUnchangedFriction)
        approvePayee()  // expect: unknown_treated_as_approval "'.unknown' leads to 'approvePayee()'"
      case .medium:
        evaluation.reportConsumption(.usedIncreasedFriction)
        requireCallback()
      case .high:
        evaluation.reportConsumption(.usedIncreasedFriction)
        blockPayee()
      @unknown default:
        evaluation.reportConsumption(.notUsedError)
        skipVerification()  // expect: unknown_treated_as_approval "'@unknown default'"
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
      requireCallback()
    }
  }

  func addTrustedPayee(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case let .success(level) where level == .high:
      evaluation.reportConsumption(.usedIncreasedFriction)
      blockPayee()
    case .success(let level) where level != .unknown:
      // `.medium` (and newer values) come here.
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireCallback()
    case .success:
      // Only `.unknown` is left.
      evaluation.reportConsumption(.usedUnchangedFriction)
      whitelistPayee()  // expect: unknown_treated_as_approval "'.unknown' leads to 'whitelistPayee()'"
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      requireCallback()
    }
  }

  func approvePayee() {}
  func requireCallback() {}
  func blockPayee() {}
  func skipVerification() {}
  func whitelistPayee() {}
}
