import TrustInsights

// The nearest correct helpers. `withInsight` catches what its closure throws, reports, and
// throws it on; it reports after the closure returns as well, so the closure only borrows the
// evaluation. `withOptionalReport` reports only when the closure did not handle it, and
// `withEarlyExit` may leave before its report (a `guard`): both hand the evaluation to the
// caller's closure, and no path of theirs is at fault.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct InsightRunner {
  let evaluator = InsightEvaluator()

  func withInsight<T>(
    _ context: InsightEvaluator.InsightContext, _ body: (CoachingEvaluation) async throws -> T
  ) async throws -> T {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let value: T
    do {
      value = try await body(evaluation)
    } catch {
      evaluation.reportConsumption(.notUsedError)
      throw error
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return value
  }

  func withOptionalReport(
    _ context: InsightEvaluator.InsightContext, _ body: (CoachingEvaluation) async throws -> Bool
  ) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let handled = try await body(evaluation)
    if !handled {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func withEarlyExit(
    _ context: InsightEvaluator.InsightContext, _ body: (CoachingEvaluation) async throws -> Bool
  ) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    let handled = try await body(evaluation)
    guard !handled else { return }
    evaluation.reportConsumption(.notUsedNotNeeded)
  }
}

final class LoanApplyScreen {
  let runner = InsightRunner()

  func apply(amount: Decimal) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await runner.withInsight(context) { evaluation in
      try validate(amount)
      if case .success(.high) = evaluation.insight.outcome { return false }
      return true
    }
  }

  func quickCheck() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    try await runner.withOptionalReport(context) { evaluation in
      evaluation.insight.outcome == .success(.high)
    }
    try await runner.withEarlyExit(context) { _ in false }
  }

  func validate(_ amount: Decimal) throws {}
}
