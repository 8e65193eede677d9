import TrustInsights

extension WithdrawFeature.State {
  /// The nested state's own level, read bare in its extension.
  var shouldSkipStepUp: Bool {
    switch coachingLevel {
    case .high, .medium:
      return false
    case .unknown:
      return true  // expect: unknown_treated_as_approval
    @unknown default:
      return false
    }
  }

  /// Read through `self.`, optional.
  func route() {
    guard let level = self.lastLevel else { return }
    if level != .high {
      skipStepUp()  // expect: unknown_treated_as_approval
    }
  }

  func skipStepUp() {}

  /// The state's own computed `Bool` (declared in the type) is an outcome test here too.
  func send() {
    if isReadyToSend {
      proceedWithWithdrawal()  // expect: unknown_treated_as_approval
    }
  }

  func proceedWithWithdrawal() {}
}

extension Review.Session {
  /// A stored evaluation of the nested type, read in its extension.
  func finish() {
    guard let evaluation else { return }
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedReducedFriction)  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
