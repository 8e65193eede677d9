import TrustInsights

// The near-miss of clean_status_through_dependency_client: a client closure that answers
// something else (`isEligible` returns a `Bool`) is no status check, and the `status` closure
// counts only on the paths that call it before the prompt.

typealias Context = InsightEvaluator.InsightContext
typealias AuthorizationStatus = InsightEvaluator.AuthorizationStatus

struct TrustClient {
  var status: (Context) async throws -> AuthorizationStatus
  var isEligible: (Context) async -> Bool
}

final class ProtectionSettingsModel {
  private let evaluator = InsightEvaluator()
  private let client: TrustClient
  private let context = Context(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  init(client: TrustClient) { self.client = client }

  func enableProtection() async throws -> Bool {
    guard await client.isEligible(context) else { return false }
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
  }

  func enableProtection(skipCheck: Bool) async throws -> Bool {
    if !skipCheck {
      guard try await client.status(context) == .notDetermined else { return false }
    }
    return try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
  }

  func enableThenCheck() async throws -> Bool {
    let granted = try await evaluator.requestAuthorization(for: context) == .authorized  // expect: authorization_requested_without_status_check
    return try await client.status(context) == .authorized && granted
  }
}
