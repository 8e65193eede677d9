import TrustInsights

extension SyncFeature.State {
  /// The app's own `Level.unknown`, not the insight's.
  var shouldSkipSync: Bool {
    switch coachingLevel {
    case .unknown: return true
    case .synced: return false
    }
  }

  /// `isReadyToSend` here is `SyncFeature.State`'s, which tests no insight.
  func send() {
    if isReadyToSend { proceedWithSync() }
  }

  func proceedWithSync() {}
}

extension WithdrawFeature.State {
  /// `.unknown` keeps the step-up.
  var shouldSkipStepUp: Bool {
    switch coachingLevel {
    case .unknown, .medium, .high: return false
    @unknown default: return false
    }
  }

  /// The state's own `isReadyToSend` is true for `.high` alone.
  func send() {
    if !isReadyToSend { return }
    proceedWithWithdrawal()
  }

  func proceedWithWithdrawal() {}
}

extension State {
  var shouldSkipStepUp: Bool { coachingLevel == 0 }
}
