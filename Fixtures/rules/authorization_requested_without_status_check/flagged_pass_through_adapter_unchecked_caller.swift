// The nearest defects to clean_pass_through_adapter_checked_by_callers: the same adapter is
// also called from a screen that prompts without asking the status (one unchecked caller
// keeps the adapter's prompt unchecked), and a second adapter is called by nobody in the
// linted set (no caller is known to check, so its own body must).
import TrustInsights

@available(iOS 27.0, *)
struct LivePermission {
  let evaluator = InsightEvaluator()
  func requestAuthorization(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus {
    try await evaluator.requestAuthorization(for: context)  // expect: authorization_requested_without_status_check "not preceded"
  }
}

@available(iOS 27.0, *)
struct UnusedPermission {
  let evaluator = InsightEvaluator()
  func ask(_ context: InsightEvaluator.InsightContext = protectionContext) async throws -> Bool {
    try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check "not preceded"
  }
}

@available(iOS 27.0, *)
let protectionContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
struct OnboardingProtectionStep {
  let evaluator = InsightEvaluator()
  let live = LivePermission()

  func offer() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: protectionContext)) == .notDetermined else { return false }
    return (try? await live.requestAuthorization(for: protectionContext)) == .authorized
  }

  func bannerTapped() async -> Bool {
    (try? await live.requestAuthorization(for: protectionContext)) == .authorized
  }
}
