import TrustInsights

public protocol ContextProviding {
  func makeContext() -> InsightEvaluator.InsightContext
}

public final class CoachingGate {
  private let evaluator = InsightEvaluator()
  private let provider: ContextProviding

  public init(provider: ContextProviding) {
    self.provider = provider
  }

  public func isAvailable() async -> Bool {
    // The context comes from a protocol the app implements elsewhere: nothing to check here.
    let context = provider.makeContext()
    return (try? await evaluator.authorizationStatus(for: context)) == .authorized  // expect: evaluation_outside_sensitive_category "no operation category found"
  }
}
