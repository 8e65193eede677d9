// `E: Sendable & Error & Codable` or `where E: Sendable & Error & Hashable` given a closure that
// cannot throw: the standard library makes `Never` Codable (SE-0396), Hashable, Comparable and
// Identifiable, so `E` is `Never` and the call between the evaluation and its report is no
// exit (probes-ev p36, p38). Before, only Error and Sendable counted as constraints Never meets.
import TrustInsights

func traced<T, E: Sendable & Error & Codable>(_ span: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func span<T, E>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T where E: Swift.Error & Hashable {
  try body()
}

@available(iOS 27.0, *)
func estimateFee(cents: Int) async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  let fee = try traced("fee") { cents / 100 }
  let capped = try span("cap") { min(fee, 2_500) }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return capped
}
