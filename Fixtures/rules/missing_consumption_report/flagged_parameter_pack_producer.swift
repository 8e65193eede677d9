// A producer whose last parameter is a parameter pack (`tags: repeat each Tag`) takes any
// number of arguments, as a variadic one does: the call with three tags is its call, and the
// evaluation it returns is owed a report on the path that skips the `.high` branch.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
func evaluate<each Tag: Sendable>(
  _ evaluator: InsightEvaluator,
  tags: repeat each Tag,
) async throws -> CoachingEvaluation {
  for tag in repeat each tags { print(tag) }
  return try await evaluator.requestEvaluation(
    context: .init(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
}

@available(iOS 27.0, *)
func checkout(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluate(evaluator, tags: "checkout", 42, true)  // expect: missing_consumption_report
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}

@available(iOS 27.0, *)
func checkoutWithoutTags(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluate(evaluator)  // expect: missing_consumption_report
  _ = evaluation.insight
}
