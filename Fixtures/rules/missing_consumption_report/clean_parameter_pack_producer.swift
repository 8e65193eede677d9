// The neighbour of flagged_parameter_pack_producer.swift: the evaluation from a producer with
// a parameter pack, called with several tags, is reported on every branch.
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
  let evaluation = try await evaluate(evaluator, tags: "checkout", 42, true)
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
