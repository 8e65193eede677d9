import TrustInsights

final class TrustSettings {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func enable() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}
