import TrustInsights

// A generic helper makes the evaluation, hands it to its own closure parameter, and reports
// it itself after the closure returns, on every path. The closure only borrows it: when the
// closure throws, the error leaves the helper through `try await body(e)` before the
// report. (Without a report of its own after the call, the helper hands the evaluation to the
// caller's closure, which may report it: see the clean fixture.)

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct InsightRunner {
  let evaluator = InsightEvaluator()

  func withInsight<T>(
    _ ctx: InsightEvaluator.InsightContext, _ body: (CoachingEvaluation) async throws -> T
  ) async throws -> T {
    let e = try await evaluator.requestEvaluation(context: ctx)  // expect: missing_consumption_report "can throw"
    let value = try await body(e)
    if case .failure = e.insight.outcome {
      e.reportConsumption(.notUsedError)
    } else {
      e.reportConsumption(.usedEvaluationOnly)
    }
    return value
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

  func validate(_ amount: Decimal) throws {}
}
