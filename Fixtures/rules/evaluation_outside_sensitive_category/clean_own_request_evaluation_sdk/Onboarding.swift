import TrustInsights

@available(iOS 27.0, *)
final class Onboarding {
  // Named like an evaluator, initialised as the app's own client: its calls are the app's,
  // not evaluator calls, so there is no context to trace (and no note that none was found).
  private let evaluator = RiskClient()

  func start(screen: String) async -> Bool {
    let context = "onboarding." + screen
    guard evaluator.authorizationStatus(for: context) else {
      return false
    }
    return await evaluator.requestEvaluation(context: context) > 3
  }

  func resume(evaluator: RiskClient, context: String) async -> Int {
    await evaluator.requestEvaluation(context: context)
  }
}
