import TrustInsights

enum Feature {
  case transfer, recoveryEmail

  var category: InsightEvaluator.OperationCategory {
    switch self {
    case .transfer: return .payment
    case .recoveryEmail: return .account
    }
  }
}

final class FeatureGuard {
  let evaluator = InsightEvaluator()

  func evaluate(_ feature: Feature) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: feature.category,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
