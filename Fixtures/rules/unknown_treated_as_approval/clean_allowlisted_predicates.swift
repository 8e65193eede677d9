// An onboarding flow that, on `.unknown`, keeps its existing device check: `allowListedDevice(_:)`
// asks whether the device is allowlisted. The vocabulary's compound verbs are read whole across
// camelCase humps, so `allowListed…` is the adjective "allowlisted" (like `approvedAmount()` is
// not `approve`), not the verb `allow`. The flagged neighbour is
// flagged_allowlist_compound_verbs.swift.
import TrustInsights

final class AccountOpeningFlow {
  var allowListedDevices: Set<String> = []
  var whiteListedPayees: Set<String> = []

  func allowListedDevice(_ id: String) -> Bool { allowListedDevices.contains(id) }
  func whiteListedPayee(_ id: String) -> Bool { whiteListedPayees.contains(id) }
  func runStandardKYC() {}
  func requireVideoCall() {}

  func submit(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, deviceID: String, payeeID: String) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      requireVideoCall()
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if !allowListedDevice(deviceID) || !whiteListedPayee(payeeID) {
        requireVideoCall()
      }
      runStandardKYC()
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardKYC()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      runStandardKYC()
    }
  }
}
