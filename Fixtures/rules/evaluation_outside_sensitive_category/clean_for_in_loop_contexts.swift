// A banking app warms up Trust Insights at launch for each protected flow; every category is sensitive.
import TrustInsights

let warmUpRequest = IsLikelyBeingCoachedInsight.request(schema: .version1)

@available(iOS 27.0, *)
final class TrustWarmUp {
  private let evaluator = InsightEvaluator()
  private let flowContexts = [
    InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: warmUpRequest),
    InsightEvaluator.InsightContext(operationCategory: .account, requestedEvaluations: warmUpRequest),
  ]

  func protectedFlowCount() async -> Int {
    var count = 0
    for context in flowContexts where (try? await evaluator.authorizationStatus(for: context)) == .authorized {
      count += 1
    }
    for category in [InsightEvaluator.OperationCategory.communication, .resourceUse] {
      let context = InsightEvaluator.InsightContext(operationCategory: category, requestedEvaluations: warmUpRequest)
      if (try? await evaluator.authorizationStatus(for: context)) == .authorized { count += 1 }
    }
    return count
  }
}
