// A `guard` inside a closure run in place (`MainActor.run`) returns from the closure, not from
// the function: the path goes on to the function's end without the report, and the message
// names the `guard` it came through.
import TrustInsights

@available(iOS 27.0, *)
final class PaymentModel {
  let evaluator = InsightEvaluator()
  var amount = 0

  func pay() async throws {
    let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "reaches the end at line 19 after the 'else' of the 'guard' at line 16"
    await MainActor.run {
      guard amount > 0 else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
