// A closure written `{ () throws(Never) -> Int in 42 }` cannot throw: handed to a generic
// typed-throws helper (`func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E)`), it
// makes `E` `Never`, so `try measure { … }` between the evaluation and its report is no exit
// (probes-er p21, p23). Before, the written `throws` made the call one that can throw.
import TrustInsights

func measure<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func timed<T, Failure: Error>(label: String, _ body: (Int) throws(Failure) -> T) throws(Failure) -> T {
  try body(label.count)
}

@available(iOS 27.0, *)
func approveCardLimit() async throws -> Int {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  let limit = try measure { () throws(Never) -> Int in 42 }
  let fee = try timed(label: "fee") { (n: Int) throws(Swift.Never) -> Int in n * 2 }
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return 0
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return limit + fee
}
