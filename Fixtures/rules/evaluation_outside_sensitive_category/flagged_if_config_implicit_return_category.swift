// A function or computed property whose body is one `#if` block with one expression per
// clause returns that clause's category in each build: `.other` written there reaches the
// evaluator like `return .other` would.
import TrustInsights

enum RiskConfig {
  static var checkoutCategory: InsightEvaluator.OperationCategory {
    #if targetEnvironment(macCatalyst)
    .other  // expect: evaluation_outside_sensitive_category
    #else
    .payment
    #endif
  }
}

func transferCategory() -> InsightEvaluator.OperationCategory {
  #if DEBUG
  .other  // expect: evaluation_outside_sensitive_category
  #else
  .payment
  #endif
}

func recoveryCategory() -> InsightEvaluator.OperationCategory {
  #if targetEnvironment(simulator)
  .transfer  // expect: evaluation_outside_sensitive_category
  #else
  .account
  #endif
}

func evaluateCheckout(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: RiskConfig.checkoutCategory,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateTransfer(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: transferCategory(),
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateRecovery(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: recoveryCategory(),
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
