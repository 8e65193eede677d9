import TrustInsights

final class ChangePhoneNumberViewModel {
  private let gate = CoachingGate.shared

  func submit(number: String) async {
    guard let evaluation = await gate.evaluate(.changePhoneNumber) else { return requestCallback() }
    do {
      let level = try evaluation.insight.outcome.get()
      let needsCallback = level != .unknown
      evaluation.reportConsumption(needsCallback ? .usedIncreasedFriction : .usedUnchangedFriction)
      if !needsCallback {
        skipCallbackVerification()  // expect: unknown_treated_as_approval
      } else {
        requestCallback()
      }
    } catch {
      evaluation.reportConsumption(.notUsedError)
      requestCallback()
    }
  }

  func requestCallback() {}
  func skipCallbackVerification() {}
}
