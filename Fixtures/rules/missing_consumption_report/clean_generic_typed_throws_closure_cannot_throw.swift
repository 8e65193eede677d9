import TrustInsights

// Swift 6's typed form of `rethrows`: `func measure<T, E: Error>(_ body: () throws(E) -> T)
// throws(E) -> T` throws the error type its closure infers, `Never` for a closure that cannot
// throw, so `try measure { … }` is no exit (the compiler only warns that `try` is not needed)
// (probes-el p79). An `E` fixed otherwise keeps the edge: by a value argument (`failing`), by a
// throwing closure (`settle`), or by a type's own parameter (`Retry<Failure>.run`), as in
// flagged_generic_typed_throws_closure_may_throw.swift.

let feeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func measure<T, E: Error>(_ label: String, _ body: () throws(E) -> T) throws(E) -> T {
  try body()
}

func timed<T, E>(_ body: () async throws(E) -> T) async throws(E) -> T {
  try await body()
}

func quoteFee(_ evaluator: InsightEvaluator, cents: Int) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: feeContext)
  let fee = try measure("fee") { cents / 100 }
  let rounded = try await timed { fee + 1 }
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return rounded * 2
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return rounded
}
