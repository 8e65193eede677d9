import TrustInsights

// "trust" as a verb still approves: `trustThisDevice()` for `.unknown` removes a check. The
// noun exemption covers only a type's name (`TrustResult(…)`), not a function's.

final class DeviceEnrollment {
  var trustedDevices: Set<String> = []

  func trustThisDevice(_ id: String) { trustedDevices.insert(id) }
  func requireSecondFactor(_ id: String) {}

  func enroll(_ id: String, level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown:
      trustThisDevice(id)  // expect: unknown_treated_as_approval "'trustThisDevice(_:)'"
    case .medium, .high:
      requireSecondFactor(id)
    @unknown default:
      requireSecondFactor(id)
    }
  }
}
