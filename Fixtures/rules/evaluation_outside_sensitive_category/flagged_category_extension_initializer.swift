import TrustInsights

// An initializer declared in an extension of `OperationCategory` makes the category its body
// assigns to `self` (or delegates to with `self.init(…)`): `.other` written there reaches
// every context built with `InsightEvaluator.OperationCategory(screen: …)`, `.init(…)` where
// a category is expected, or the same through an alias.
enum Screen { case pay, profile, help, chat }

typealias Category = InsightEvaluator.OperationCategory

extension InsightEvaluator.OperationCategory {
  init(screen: Screen) {
    switch screen {
    case .pay: self = .payment
    case .profile: self = .account
    case .chat: self.init(isMessaging: true)
    case .help: self = .other  // expect: evaluation_outside_sensitive_category
    }
  }

  init(isMessaging: Bool) {
    self = isMessaging ? .communication : .resourceUse
  }
}

func evaluate(_ screen: Screen, evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: InsightEvaluator.OperationCategory(screen: screen),
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "reaches"
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateImplicit(_ screen: Screen, evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .init(screen: screen),
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect-note: evaluation_outside_sensitive_category "reaches"
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func evaluateMessaging(evaluator: InsightEvaluator) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: Category(isMessaging: false),
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await evaluator.requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
