import TrustInsights

struct SupportSession {
  let evaluator = InsightEvaluator()
  let kind: SessionKind

  func mayShareScreen() async -> Bool {
    (try? await evaluator.authorizationStatus(for: kind.insightContext)) == .authorized
  }
}
