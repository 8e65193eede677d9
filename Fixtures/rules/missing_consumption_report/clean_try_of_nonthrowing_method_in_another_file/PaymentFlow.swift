import TrustInsights

// `try formatter.label(for:)` where AmountFormatter.swift declares `label(for:)` without
// `throws`: the call cannot throw, so it is no exit before the report.

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class PaymentFlow {
  let formatter = AmountFormatter()

  func confirm(_ evaluator: InsightEvaluator, cents: Int) async throws -> String {
    let evaluation = try await evaluator.requestEvaluation(context: paymentContext)
    let label = try formatter.label(for: cents)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return label
  }
}
