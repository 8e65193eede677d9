// The report inside `MainActor.assumeIsolated { … }` has run when the call returns (probes-ee
// f47): the one after it is the second on that path.
import TrustInsights

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func confirm(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
  await MainActor.run {
    MainActor.assumeIsolated {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
