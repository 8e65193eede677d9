import TrustInsights

final class DeviceTrustModel {
  var isUntrusted = false
  var shouldDistrustDevice = false
  var isNotSafe = false
  var unsafeMode = false

  func update(_ level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      // Marking the device as not trusted is the opposite of an approval.
      isUntrusted = true
      shouldDistrustDevice = true
      isNotSafe = true
      unsafeMode = true
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
