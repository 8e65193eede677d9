import TrustInsights

// A Bool helper that checks the status wherever it may return `true`: the caller prompts only
// when it returned `true`, so its `return false` paths (a feature flag, a failed status call)
// need no check.

@MainActor
final class SecuritySettingsModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var featureEnabled = true

  func promptIfNeeded() async {
    if await canPrompt() {
      _ = try? await evaluator.requestAuthorization(for: context)
    }
  }

  func enableTapped() async {
    guard await canPrompt() else { return }
    _ = try? await evaluator.requestAuthorization(for: context)
  }

  func onboardingFinished(explained: Bool) async {
    if explained, await shouldOfferProtection() {
      _ = try? await evaluator.requestAuthorization(for: context)
    }
  }

  private func canPrompt() async -> Bool {
    do {
      let current = try await evaluator.authorizationStatus(for: context)
      return current == .notDetermined || current == .deniedRequestable
    } catch {
      return false
    }
  }

  private func shouldOfferProtection() async -> Bool {
    guard featureEnabled else { return false }
    return featureEnabled && (try? await evaluator.authorizationStatus(for: context)) == .notDetermined
  }
}
