import TrustInsights

// A public entry point whose context comes from outside the linted code: no category can be seen.
public func coachingStatus(for context: InsightEvaluator.InsightContext) async throws -> Bool {
  let evaluator = InsightEvaluator()
  return try await evaluator.authorizationStatus(for: context) == .authorized  // expect: evaluation_outside_sensitive_category "no operation category found"
}
