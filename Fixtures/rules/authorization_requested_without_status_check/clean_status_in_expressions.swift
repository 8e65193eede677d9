import TrustInsights

struct ProtectionToggle {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func enable() async throws -> Bool {
    let shouldAsk =
      switch try await evaluator.authorizationStatus(for: context) {
      case .notDetermined, .deniedRequestable: true
      default: false
      }
    guard shouldAsk else { return false }
    return try await evaluator.requestAuthorization(for: context) == .authorized
  }

  func enableFromGuard() async throws -> Bool {
    guard try await evaluator.authorizationStatus(for: context) == .authorized else {
      // The status was read before this `else` runs.
      return try await evaluator.requestAuthorization(for: context) == .authorized
    }
    return true
  }
}
