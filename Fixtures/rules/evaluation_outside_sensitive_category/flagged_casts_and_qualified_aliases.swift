import TrustInsights

// `as T` keeps the category or context it casts, and an alias of the evaluator qualifies
// its nested types as the evaluator itself does.

typealias Evaluator = InsightEvaluator
typealias Category = Evaluator.OperationCategory

func cast() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
  let category = .other as InsightEvaluator.OperationCategory  // expect: evaluation_outside_sensitive_category
  let context = InsightEvaluator.InsightContext(
    operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await InsightEvaluator().requestEvaluation(context: context)
}

func qualified() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
  let context = Evaluator.InsightContext(
    operationCategory: Evaluator.OperationCategory.other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await Evaluator().requestEvaluation(context: context)
}

struct Export {
  var category: Category { .other }  // expect: evaluation_outside_sensitive_category

  func run() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }
}

func castContext() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
  let context =
    InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    as InsightEvaluator.InsightContext
  return try await InsightEvaluator().requestEvaluation(context: context)
}
