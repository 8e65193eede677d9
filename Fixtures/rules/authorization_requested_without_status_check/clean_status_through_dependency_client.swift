import TrustInsights

// A dependency client (a struct of closures, swapped for tests) whose `status` closure asks the
// evaluator for the authorization status: calling it before `requestAuthorization` is the
// status check.

typealias Context = InsightEvaluator.InsightContext
typealias AuthorizationStatus = InsightEvaluator.AuthorizationStatus

struct TrustClient {
  var status: (Context) async throws -> AuthorizationStatus
}

extension TrustClient {
  static func live(_ evaluator: InsightEvaluator) -> TrustClient {
    TrustClient(status: { context in try await evaluator.authorizationStatus(for: context) })
  }
}

final class ProtectionSettingsModel {
  private let evaluator = InsightEvaluator()
  private let client: TrustClient
  private let context = Context(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  init(client: TrustClient) { self.client = client }

  func enableProtection() async throws -> Bool {
    let status = try await client.status(context)
    guard status == .notDetermined || status == .deniedRequestable else { return status == .authorized }
    return try await evaluator.requestAuthorization(for: context) == .authorized
  }
}
