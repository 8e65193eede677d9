import TrustInsights

typealias Category = InsightEvaluator.OperationCategory

enum Screen {
  case transfer, statements, settings
}

// A category picked by a static function in an extension of the category type (declared
// through an alias): each category it can return is checked where it is written, whether
// the call is `.forScreen(…)` or `Category.forScreen(…)`.
extension Category {
  static func forScreen(_ screen: Screen) -> Self {
    switch screen {
    case .transfer: return .payment
    case .statements: return Self.other  // expect: evaluation_outside_sensitive_category
    case .settings: return .transferMoney  // expect: evaluation_outside_sensitive_category "not an operation category"
    }
  }
}

final class ScreenGate {
  let evaluator = InsightEvaluator()

  func open(_ screen: Screen) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .forScreen(screen),
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func status(_ screen: Screen) async throws -> InsightEvaluator.AuthorizationStatus {
    try await evaluator.authorizationStatus(
      for: InsightEvaluator.InsightContext(
        operationCategory: Category.forScreen(screen),
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
