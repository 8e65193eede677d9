// `Task { [e = evaluation] in … }` takes the evaluation along (an escape: the task owes its
// report), and inside the task `e` is that evaluation under another name: two reports of `e` on
// one of the task's paths are a duplicate, as two reports of `evaluation` itself would be.
import TrustInsights

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct PayScreen {
  let evaluator = InsightEvaluator()

  func payLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    Task { [e = evaluation] in
      e.reportConsumption(.usedEvaluationOnly)
      e.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
    }
  }

  func payLaterOnce() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    Task { [e = evaluation, amount = 10] in
      if amount > 5 {
        e.reportConsumption(.usedIncreasedFriction)
      } else {
        e.reportConsumption(.usedUnchangedFriction)
      }
    }
  }
}
