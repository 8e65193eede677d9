// The outcome is bound with `try …get()` inside a `do`, tested on the next line, and one
// constant report after the do/catch covers .unknown, .high and the failure alike.
import TrustInsights

final class GiftCardPurchase {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var warn = false

  func buy() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let value = try evaluation.insight.outcome.get()
      if value == .high { warn = true }
    } catch {
      warn = false
    }
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
  }
}
