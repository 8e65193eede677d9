// VoucherScreen names its base with the app module's name (`BankApp.CheckoutScreen`): a module
// is no type of the program, so the clause names the file-level CheckoutScreen, whose
// evaluator call receives the override's `.other`. The subclass lookup compared the written
// path with the base's owner path and missed it (probes-eu p05).
import TrustInsights

class CheckoutScreen {
  func makeContext() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func confirm() async {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: makeContext()) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
