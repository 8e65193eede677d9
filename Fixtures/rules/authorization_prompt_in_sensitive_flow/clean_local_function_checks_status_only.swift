// A settings screen prompts for Trust Insights authorization; its local helper only reads the status, it never evaluates.
import TrustInsights

@available(iOS 27.0, *)
final class TrustSettingsFlow {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func enableProtection() async throws -> Bool {
    func isAuthorized() async throws -> Bool {
      try await evaluator.authorizationStatus(for: context) == .authorized
    }
    if try await evaluator.authorizationStatus(for: context) == .notDetermined {
      _ = try await evaluator.requestAuthorization(for: context)
    }
    return try await isAuthorized()
  }
}
