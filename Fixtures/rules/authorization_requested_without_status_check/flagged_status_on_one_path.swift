import TrustInsights

@MainActor
final class ScamProtectionSettingsViewModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var hasSeenExplanation = false
  var isEnabled = false

  func toggleChanged(to isOn: Bool) async {
    guard isOn else { return }
    if hasSeenExplanation {
      let status = try? await evaluator.authorizationStatus(for: context)
      if status == .denied || status == .unavailable { return }
    }
    // When the explanation was not seen, nothing checked the status.
    let result = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    isEnabled = result == .authorized
  }

  func enableFromSwitch(_ source: Int) async {
    switch source {
    case 0:
      guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
    case 1:
      break
    default:
      return
    }
    // `case 1` reaches the prompt without a status check.
    isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
  }

  func enableWhenAllowed() async {
    let allowed = await mayAsk()
    guard allowed else { return }
    isEnabled = (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
  }

  // Checks the status on one path only.
  private func mayAsk() async -> Bool {
    if hasSeenExplanation { return true }
    return (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
  }
}
