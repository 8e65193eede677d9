import TrustInsights

// A Bool helper that may return `true` without asking for the status does not check it for
// the caller; nor does a helper's `false` answer (the prompt on the `else` side).

@MainActor
final class OnboardingModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var isFirstLaunch = true

  func finish() async {
    if await mayPrompt() {
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    }
  }

  func finishInverted() async {
    if !(await canPrompt()) {
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    }
  }

  func finishOnFailure() async {
    guard await canPrompt() else {
      _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
      return
    }
  }

  private func mayPrompt() async -> Bool {
    if isFirstLaunch { return true }
    return (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
  }

  private func canPrompt() async -> Bool {
    guard isFirstLaunch else { return false }
    return (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
  }
}
