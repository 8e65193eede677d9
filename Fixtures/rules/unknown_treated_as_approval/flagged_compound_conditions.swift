// A test that mixes the level with something else: `.unknown` surely takes one branch whatever
// the other operand says, so that branch is an unknown branch even though every value may
// reach it too (the amount, the device, a flag).
import TrustInsights

typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

struct Wire { let amount: Int; let beneficiaryIsNew: Bool }

final class WireReleaseService {
  let threshold = 10_000

  func release(_ wire: Wire, level: CoachingLevel) {
    guard level == .high, wire.amount >= threshold else {
      approveWireRelease(wire)  // expect: unknown_treated_as_approval
      return
    }
    holdForCallback(wire)
  }

  func releaseNewPayee(_ wire: Wire, level: CoachingLevel) {
    if level != .unknown && wire.beneficiaryIsNew {
      holdForCallback(wire)
    } else {
      approveWireRelease(wire)  // expect: unknown_treated_as_approval
    }
  }

  func signIn(level: CoachingLevel, knownDevice: Bool) {
    if level == .unknown || knownDevice {
      skipPasscodeStep()  // expect: unknown_treated_as_approval
    }
    level != .high || knownDevice ? trustDevice() : requirePasscode()  // expect: unknown_treated_as_approval
  }

  func afterGuard(level: CoachingLevel, knownDevice: Bool) {
    guard level != .high || knownDevice else { return requirePasscode() }
    trustDevice()  // expect: unknown_treated_as_approval
  }

  func peerToPeer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) {
    switch evaluation.insight.outcome {
    case .success(let level) where level == .unknown || amount < 100:
      evaluation.reportConsumption(.usedUnchangedFriction)
      completeTransfer()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdForCallback(Wire(amount: amount, beneficiaryIsNew: true))
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      holdForCallback(Wire(amount: amount, beneficiaryIsNew: true))
    }
  }

  func approveWireRelease(_ wire: Wire) {}
  func holdForCallback(_ wire: Wire) {}
  func skipPasscodeStep() {}
  func trustDevice() {}
  func requirePasscode() {}
  func completeTransfer() {}
}
