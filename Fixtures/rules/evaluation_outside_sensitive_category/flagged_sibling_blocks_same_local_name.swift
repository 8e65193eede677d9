import TrustInsights

// Two `switch` cases each declare `let category`: they are two locals. The `.other` of the
// chat case is found at its token, and its note names the chat case's evaluator call only
// (not the transfer case's call, whose `category` is `.payment`). CategoryRuleTests checks
// that no note lands on the other case's call.
enum SupportFlow {
  case transfer
  case chat
}

final class SupportGate {
  private let evaluator = InsightEvaluator()

  func status(for flow: SupportFlow) async -> InsightEvaluator.AuthorizationStatus? {
    switch flow {
    case .transfer:
      let category = InsightEvaluator.OperationCategory.payment
      return try? await evaluator.authorizationStatus(
        for: .init(
          operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    case .chat:
      let category = InsightEvaluator.OperationCategory.other  // expect: evaluation_outside_sensitive_category
      return try? await evaluator.authorizationStatus(  // expect-note: evaluation_outside_sensitive_category "reaches"
        for: .init(
          operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    }
  }
}
