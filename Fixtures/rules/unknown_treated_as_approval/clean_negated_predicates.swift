import TrustInsights

final class DeviceTrustModel {
  var isUntrusted = false
  var shouldDistrustDevice = false
  var isNotSafe = false
  var unsafeMode = false
  // A whole negating word before the approval word: never, no, dont, wont, cant, prevent,
  // forbid, avoid, stop, revoke, lost, block.
  var neverSkipOneTimeCode = false
  var noBypass = false
  var dontSkipReview = false
  var preventSkip = false
  var stopTrustingDevice = false
  var revokeTrust = false

  func update(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      // Marking the device as not trusted is the opposite of an approval.
      isUntrusted = true
      shouldDistrustDevice = true
      isNotSafe = true
      unsafeMode = true
      neverSkipOneTimeCode = true
      noBypass = true
      dontSkipReview = true
      preventSkip = true
      stopTrustingDevice = true
      revokeTrust = true
    case .medium, .high:
      isUntrusted = true
    @unknown default:
      isUntrusted = true
    }
  }

  func isUnsafe(_ level: IsLikelyBeingCoachedInsight.Value) -> Bool {
    if level == .unknown { return true }
    return level == .high
  }
}
