import TrustInsights

// A stored category written through a value of its type rather than `self`: a caller's
// `request.category = .other`, and a builder method's `var copy = self; copy.category = c`
// whose argument is `.other`. The property's value reaches the context it builds.
struct InsightRequest {
  var category: InsightEvaluator.OperationCategory = .payment

  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct ContextBuilder {
  private var category: InsightEvaluator.OperationCategory = .account

  func category(_ c: InsightEvaluator.OperationCategory) -> ContextBuilder {
    var copy = self
    copy.category = c
    return copy
  }

  func build() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

func sendFeedback(evaluator: InsightEvaluator) async throws {
  var request = InsightRequest()
  request.category = .other  // expect: evaluation_outside_sensitive_category "'.other'"
  let evaluation = try await evaluator.requestEvaluation(context: request.makeContext())
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func shareScreen(evaluator: InsightEvaluator) async throws {
  let context = ContextBuilder().category(.other).build()  // expect: evaluation_outside_sensitive_category "'.other'"
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
