import TrustInsights

// A context passed as an `inout` argument (`adjust(&context)`) comes back with whatever the
// function assigned to its parameter: `context.operationCategory = .other`, a whole new
// context, or what a function it passes `&context` on to assigned. Those categories reach
// the evaluator call made with the variable afterwards.
func adjust(_ context: inout InsightEvaluator.InsightContext, forMarketing: Bool) {
  if forMarketing {
    context.operationCategory = .other  // expect: evaluation_outside_sensitive_category
  }
}

func downgrade(_ request: inout InsightEvaluator.InsightContext) {
  adjust(&request, forMarketing: true)
}

func replace(_ context: inout InsightEvaluator.InsightContext, with category: InsightEvaluator.OperationCategory) {
  context = InsightEvaluator.InsightContext(
    operationCategory: category,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
}

func secure(_ context: inout InsightEvaluator.InsightContext) {
  context.operationCategory = .account
}

final class ShareModel {
  let evaluator = InsightEvaluator()

  func share(marketing: Bool) async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .communication,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    adjust(&context, forMarketing: marketing)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func shareLater() async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .communication,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    downgrade(&context)
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "reaches"
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func reset() async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    replace(&context, with: .other)  // expect: evaluation_outside_sensitive_category
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func lock() async throws {
    var context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    secure(&context)
    replace(&context, with: .resourceUse)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
