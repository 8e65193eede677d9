import TrustInsights

// probes-bi a22: an element read out of an array of contexts (`first`, `randomElement()`).
final class ProtectionManager {
  private let evaluator = InsightEvaluator()
  private let contexts: [InsightEvaluator.InsightContext] = [
    .init(operationCategory: .other, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)),  // expect: evaluation_outside_sensitive_category
    .init(operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)),
  ]

  func statusOfFirst() async -> Bool {
    guard let first = contexts.first else { return false }
    return (try? await evaluator.authorizationStatus(for: first)) == .authorized
  }

  func statusOfAny() async -> Bool {
    guard let any = contexts.randomElement() else { return false }
    return (try? await evaluator.authorizationStatus(for: any)) == .authorized
  }
}
