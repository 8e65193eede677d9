// Compound tests where `.unknown` never reaches the approval, or reaches it only as every other
// value does, after the test (RULES.md: where all outcomes meet again, no branch).
import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

final class SignInModel {
  func signIn(level: CoachingLevel, knownDevice: Bool) {
    // `.unknown` makes the test true: the `else` never sees it.
    if level == .unknown || knownDevice {
      requirePasscode()
    } else {
      trustDevice()
    }
    // `.unknown` makes the test false: the body never sees it.
    if level != .unknown && knownDevice {
      skipPasscodeStep()
    } else {
      requirePasscode()
    }
  }

  func afterTheTest(level: CoachingLevel, knownDevice: Bool) {
    if level == .high && !knownDevice {
      requirePasscode()
    }
    // Every value meets here again.
    trustDevice()
  }

  func leftEarly(level: CoachingLevel, knownDevice: Bool) {
    if level == .unknown || !knownDevice {
      requirePasscode()
      return
    }
    // `.unknown` left above.
    trustDevice()
  }

  func requirePasscode() {}
  func trustDevice() {}
  func skipPasscodeStep() {}
}
