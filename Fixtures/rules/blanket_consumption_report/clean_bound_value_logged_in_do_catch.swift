// The outcome is bound with `try …get()` inside a `do` but only logged, never tested: the
// failure path of the `try` is a decision, the success path is not, so one constant report
// after the do/catch is no blanket report.
import TrustInsights

final class GiftCardPurchase {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  var lastLevel = ""

  func buy() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let value = try evaluation.insight.outcome.get()
      lastLevel = "\(value)"
    } catch {
      lastLevel = "failed"
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func buyWithFriction() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    do {
      let value = try evaluation.insight.outcome.get()
      lastLevel = "\(value)"
    } catch {
      lastLevel = "failed"
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
  }
}
