import TrustInsights

// A protocol extension's default `.other` for the category requirement reaches the context of
// every conformer that declares none (`ReferralScreen`), or that is itself a protocol whose
// conformers may not.

protocol TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { get }
}

extension TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { .other }  // expect: evaluation_outside_sensitive_category

  var trustContext: InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: trustCategory,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
  }
}

struct WireScreen: TrustScreen {
  var trustCategory: InsightEvaluator.OperationCategory { .payment }
}

struct ReferralScreen: TrustScreen {}

protocol SettingsScreen: TrustScreen {}

protocol FlowScreen {
  static var flowCategory: InsightEvaluator.OperationCategory { get }
}

extension FlowScreen {
  static var flowCategory: InsightEvaluator.OperationCategory { .other }  // expect: evaluation_outside_sensitive_category

  static var flowContext: InsightEvaluator.InsightContext {
    .init(operationCategory: flowCategory, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }
}

struct PayeeFlow: FlowScreen {
  static let flowCategory: InsightEvaluator.OperationCategory = .payment
}

protocol ExportFlow: FlowScreen {}

struct ScreenEvaluator {
  let evaluator = InsightEvaluator()

  func evaluate(_ screen: some TrustScreen) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: screen.trustContext) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func evaluateFlow<S: FlowScreen>(_ type: S.Type) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: S.flowContext) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func all() async {
    await evaluate(WireScreen())
    await evaluate(ReferralScreen())
    await evaluateFlow(PayeeFlow.self)
  }
}
