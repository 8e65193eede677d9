// A banking app warms up Trust Insights at launch: it asks the status for each protected flow in a loop.
import TrustInsights

let coachingRequest = IsLikelyBeingCoachedInsight.request(schema: .version1)

@available(iOS 27.0, *)
final class TrustWarmUp {
  private let evaluator = InsightEvaluator()
  private let flowContexts = [
    InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: coachingRequest),
    InsightEvaluator.InsightContext(operationCategory: .other, requestedEvaluations: coachingRequest),  // expect: evaluation_outside_sensitive_category
  ]

  func protectedFlowCount() async -> Int {
    var count = 0
    for context in flowContexts {
      if (try? await evaluator.authorizationStatus(for: context)) == .authorized {
        count += 1
      }
    }
    return count
  }

  func statusesByCategory() async -> [InsightEvaluator.AuthorizationStatus] {
    var statuses: [InsightEvaluator.AuthorizationStatus] = []
    for category in [InsightEvaluator.OperationCategory.account, .other] {  // expect: evaluation_outside_sensitive_category
      let context = InsightEvaluator.InsightContext(
        operationCategory: category,
        requestedEvaluations: coachingRequest
      )
      if let status = try? await evaluator.authorizationStatus(for: context) {
        statuses.append(status)
      }
    }
    return statuses
  }
}
