import TrustInsights

// A protocol extension gives the category requirement a default of `.other`, but every
// conforming screen declares its own: the default reaches no context.

protocol TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { get }
  static var flowCategory: InsightEvaluator.OperationCategory { get }
}

extension TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { .other }
  static var flowCategory: InsightEvaluator.OperationCategory { .other }

  var trustContext: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: self.trustCategory,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }

  static var flowContext: InsightEvaluator.InsightContext {
    .init(operationCategory: Self.flowCategory, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct WireScreen: TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { .payment }
  static let flowCategory: InsightEvaluator.OperationCategory = .payment
}

struct LoginScreen {
  let trustCategory: InsightEvaluator.OperationCategory = .account
  static var flowCategory: InsightEvaluator.OperationCategory { .account }
}

extension LoginScreen: TrustScreen {}

struct ScreenEvaluator {
  let evaluator = InsightEvaluator()

  func evaluate(_ screen: some TrustScreen) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: screen.trustContext) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func evaluateFlow<S: TrustScreen>(_ type: S.Type) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: S.flowContext) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func all() async {
    await evaluate(WireScreen())
    await evaluate(LoginScreen())
    await evaluateFlow(WireScreen.self)
    await evaluateFlow(LoginScreen.self)
  }
}
