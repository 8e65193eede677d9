// The neighbour of clean_allowlisted_predicates.swift: on `.unknown` the flow allowlists the
// device or the payee, written with or without a camelCase hump. `allowList…` is the compound
// verb `allowlist`; `allowing…` and `allowed…` are other words and stay out.
import TrustInsights

final class DeviceEnrollment {
  func allowListDevice(_ id: String) {}
  func allowlistPayee(_ id: String) {}
  func whiteListDevice(_ id: String) {}
  func allowTransfer() {}
  func runStandardChecks() {}

  func enroll(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, deviceID: String) {
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      allowListDevice(deviceID)  // expect: unknown_treated_as_approval "allowListDevice"
      allowlistPayee(deviceID)  // expect: unknown_treated_as_approval "allowlistPayee"
      whiteListDevice(deviceID)  // expect: unknown_treated_as_approval "whiteListDevice"
      allowTransfer()  // expect: unknown_treated_as_approval "allowTransfer"
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      runStandardChecks()
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      runStandardChecks()
    }
  }
}
