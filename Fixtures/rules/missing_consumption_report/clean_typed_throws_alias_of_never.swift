import TrustInsights

// `throws(T)` where `T` is an alias of `Never` throws nothing: `typealias NoError = Never` at
// file level (as apps that left antitypical/Result behind still spell it), a chain of aliases,
// and an alias the throwing function's own type declares (`Journal.Failure`). The `try` of
// such a call is no exit (probes-el p80), as for `throws(Never)` written out.

typealias NoError = Never
typealias Infallible = NoError

let topUpContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Journal {
  typealias Failure = Never
  func append(_ line: String) throws(Failure) {}
}

struct Metrics {
  func count(_ name: String) throws(NoError) {}
  static func mark(_ name: String) throws(Infallible) {}
}

func topUp(_ evaluator: InsightEvaluator, journal: Journal, metrics: Metrics) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: topUpContext)
  try journal.append("top-up evaluated")
  try metrics.count("top-up")
  try Metrics.mark("top-up")
  switch evaluation.insight.outcome {
  case .success(.high): evaluation.reportConsumption(.usedIncreasedFriction)
  case .success: evaluation.reportConsumption(.usedUnchangedFriction)
  case .failure: evaluation.reportConsumption(.notUsedError)
  }
}
