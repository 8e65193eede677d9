import TrustInsights

// `HelpTopic.category` says `.other`, but no evaluator call ever reads it: `feature` is
// written as a `Feature`, whose own `category` is what `feature.category` runs.
struct HelpTopic {
  let title: String
  var category: InsightEvaluator.OperationCategory { .other }
}

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
