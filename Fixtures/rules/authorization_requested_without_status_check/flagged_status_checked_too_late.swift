import TrustInsights

final class OnboardingViewModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  // The status is read after the prompt: too late to spare someone who declined.
  func finishOnboarding() async -> InsightEvaluator.AuthorizationStatus? {
    _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check
    return try? await evaluator.authorizationStatus(for: context)
  }

  // When reading the status fails, the catch prompts anyway.
  func enable() async -> Bool {
    do {
      let status = try await evaluator.authorizationStatus(for: context)
      return status == .authorized
    } catch {
      return (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
    }
  }

  // Only the first condition always runs: the `else` may come before the status check.
  func toggle(isOn: Bool) async -> Bool {
    if isOn, (try? await evaluator.authorizationStatus(for: context)) == .authorized {
      return true
    } else {
      return (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
    }
  }
}
