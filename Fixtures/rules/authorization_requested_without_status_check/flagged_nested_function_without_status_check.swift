import TrustInsights

// The function declared inside the method only logs; it reads no status on one of its paths,
// so the prompt after it is not preceded by a check on every path.
final class SettingsModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  var verbose = false

  func enable() async -> Bool {
    func prepare() async {
      guard verbose else { return }
      _ = try? await evaluator.authorizationStatus(for: context)
    }
    await prepare()
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_requested_without_status_check
  }
}
