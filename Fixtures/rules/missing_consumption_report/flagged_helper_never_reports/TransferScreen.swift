import TrustInsights

final class TransferScreen {
  let evaluator = InsightEvaluator()
  var banner = ""

  func confirm() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: TransferContexts.payment)  // expect: missing_consumption_report "is never reported"
    banner = bannerText(for: evaluation)
  }
}
