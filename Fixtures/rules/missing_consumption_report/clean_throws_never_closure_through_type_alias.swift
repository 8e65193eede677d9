// A closure that declares `throws(NoFailure)` with `typealias NoFailure = Never` (or a chain of
// aliases) cannot throw, as one declaring `throws(Never)` cannot: `try measure { … }` between
// the evaluation and its report is no exit (probes-ev p33).
import TrustInsights

typealias Infallible = Never
typealias NoFailure = Infallible

func measure<T, E: Error>(_ label: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

@available(iOS 27.0, *)
func quote(amountCents: Int) async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  let fee = try measure("fee") { () throws(NoFailure) -> Int in amountCents / 100 }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee
}
