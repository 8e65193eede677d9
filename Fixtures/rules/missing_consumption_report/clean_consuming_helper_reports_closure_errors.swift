// A helper of the program that runs a closure and reports the evaluation it receives in a
// `defer` or in a `catch` that rethrows: what the closure throws passes through the helper,
// which reports before passing it on, so the caller's `try` path owes nothing.
import TrustInsights

@available(iOS 27.0, *)
struct Ledger {
  func post() throws {}
}

@available(iOS 27.0, *)
func withFrictionReport<T>(
  _ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: () throws -> T
) rethrows -> T {
  defer { assessment.reportConsumption(.usedUnchangedFriction) }
  return try body()
}

@available(iOS 27.0, *)
func withCatchReport(
  _ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: () throws -> Void
) throws {
  do {
    try body()
    assessment.reportConsumption(.usedUnchangedFriction)
  } catch {
    assessment.reportConsumption(.notUsedError)
    throw error
  }
}

@available(iOS 27.0, *)
func transfer(ledger: Ledger) async throws {
  let evaluator = InsightEvaluator()
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
  let assessment = try await evaluator.requestEvaluation(context: context)
  try withFrictionReport(assessment) { try ledger.post() }
}

@available(iOS 27.0, *)
func transfer2(ledger: Ledger) async throws {
  let evaluator = InsightEvaluator()
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
  let assessment = try await evaluator.requestEvaluation(context: context)
  try withCatchReport(assessment) { try ledger.post() }
}
