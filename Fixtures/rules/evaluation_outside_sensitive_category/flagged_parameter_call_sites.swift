import TrustInsights

typealias CoachingContext = InsightEvaluator.InsightContext

enum ContextFactory {
  static func make(_ category: InsightEvaluator.OperationCategory) -> CoachingContext {
    InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }
}

final class Screens {
  private let evaluator = InsightEvaluator()

  func transferStatus() async throws -> Bool {
    let context = ContextFactory.make(.payment)
    return try await evaluator.authorizationStatus(for: context) == .authorized
  }

  func settingsStatus() async throws -> Bool {
    let context = ContextFactory.make(.other)  // expect: evaluation_outside_sensitive_category // expect-note: evaluation_outside_sensitive_category "'.other' is in the context returned by 'make(_:)' here"
    return try await evaluator.authorizationStatus(for: context) == .authorized
  }

  func helpStatus() async throws -> Bool {
    try await check(ContextFactory.make(.other))  // expect: evaluation_outside_sensitive_category // expect-note: evaluation_outside_sensitive_category "'.other' is passed to 'check(_:)' here", evaluation_outside_sensitive_category "'.other' is in the context returned by 'make(_:)' here"
  }

  private func check(_ context: CoachingContext) async throws -> Bool {
    // Reached from helpStatus and from diagnostics: the `.other` written there is reported once.
    try await evaluator.authorizationStatus(for: context) == .authorized
  }

  func diagnostics() async throws -> Bool {
    try await check(ContextFactory.make(.resourceUse))
  }
}
