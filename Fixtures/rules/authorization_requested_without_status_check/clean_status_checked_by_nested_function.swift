import TrustInsights

// The status is read by a function declared inside the method (probes-bl p65): calling it
// before the prompt is the check, as a call of a method of the type that reads it would be.
final class SettingsModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func enable() async -> Bool {
    func status() async -> InsightEvaluator.AuthorizationStatus? {
      try? await evaluator.authorizationStatus(for: context)
    }
    guard await status() == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}
