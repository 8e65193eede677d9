// `func withSpan<T, E: Error & Sendable>(_ body: () throws(E) -> T) throws(E)` given a closure
// that cannot throw: `Never` is `Error & Sendable`, so `E` is `Never` and `try withSpan { … }`
// between the evaluation and its report is no exit, as with `E: Error` (probes-er p25, p27,
// p28). The same constraint in the `where` clause, or in the other order, too. A closure
// that throws a real error still leaves (flagged_generic_typed_throws_error_and_sendable).
import TrustInsights

func withSpan<T, E: Error & Sendable>(_ name: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func traced<T, E: Sendable & Error>(_ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func audited<T, E>(_ body: () throws(E) -> T) throws(E) -> T where E: Swift.Error & Sendable {
  try body()
}

@available(iOS 27.0, *)
func submitPayment(cents: Int, iban: String) async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  let fee = try withSpan("fee") { cents / 100 }
  let valid = try traced { iban.count == 22 }
  let ok = try audited { valid && fee < 50 }
  evaluation.reportConsumption(ok ? .usedUnchangedFriction : .usedIncreasedFriction)
  return fee
}
