import TrustInsights

// The context and the evaluator are stored properties of a superclass: the subclass's calls
// read them by inheritance, so the category written in the superclass is the one they get.
class BaseReviewModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
}

final class GiftCardReviewModel: BaseReviewModel {
  func review() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class PayoutReviewModel: BaseReviewModel {
  func review() async throws {
    let evaluation = try await self.evaluator.requestEvaluation(context: self.context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
