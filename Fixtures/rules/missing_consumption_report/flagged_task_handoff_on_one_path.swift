// One path hands the evaluation to a `Task` that reports it; the other falls off the end
// without a report. The message says "not reported on every path", not "never reported":
// the handed-on path is not a leak, and "never" would send the reader looking for a report
// that does not exist anywhere.
import TrustInsights

@available(iOS 27.0, *)
final class PaymentModel {
  let evaluator = InsightEvaluator()
  var fast = false

  func pay() async throws {
    let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
    let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "is not reported on every path: reaches the end at line 21 when the 'if' at line 16 is false"
    if fast {
      Task { evaluation.reportConsumption(.usedEvaluationOnly) }
      return
    }
    print("slow path")
  }
}
