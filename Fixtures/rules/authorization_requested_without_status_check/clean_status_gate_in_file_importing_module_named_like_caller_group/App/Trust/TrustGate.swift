import Analytics
import TrustInsights

enum TrustGate {
  static func mayPrompt(_ evaluator: InsightEvaluator, _ context: InsightEvaluator.InsightContext) async throws -> Bool {
    Analytics.track("trust-gate")
    return try await evaluator.authorizationStatus(for: context) == .notDetermined
  }
}
