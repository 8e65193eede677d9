import SwiftUI
import TrustInsights

// An environment action called like a function (`evaluateTrust(.payment)`, as SwiftUI's
// `DismissAction` is called) runs its type's `callAsFunction`: the categories its callers
// pass are those of its context, the `.other` one included. (probes-cp p86)
struct EvaluateTrustAction {
  let evaluator = InsightEvaluator()

  func callAsFunction(_ category: InsightEvaluator.OperationCategory) async throws
    -> InsightEvaluation<IsLikelyBeingCoachedInsight>
  {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await evaluator.requestEvaluation(context: context)
  }
}

extension EnvironmentValues {
  @Entry var evaluateTrust = EvaluateTrustAction()
}
