import TrustInsights

// probes-bi a22: an element read out of an array of contexts (`first`, `last(where:)`).
final class ProtectionManager {
  private let evaluator = InsightEvaluator()
  private let contexts: [InsightEvaluator.InsightContext] = [
    .init(operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)),
    .init(operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)),
  ]

  func enableFirst() async {
    guard let first = contexts.first else { return }
    guard (try? await evaluator.authorizationStatus(for: first)) == .notDetermined else { return }
    _ = try? await evaluator.requestAuthorization(for: first)
  }

  func statusOfAccount() async -> Bool {
    guard let account = contexts.last(where: { $0.operationCategory == .account }) else { return false }
    return (try? await evaluator.authorizationStatus(for: account)) == .authorized
  }
}
