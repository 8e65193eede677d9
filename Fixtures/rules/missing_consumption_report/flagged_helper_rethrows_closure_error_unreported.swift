// A closure run by a helper that receives the evaluation: the closure's error passes through
// the helper. One that reports only after the closure returned is at fault (its parameter's
// finding; the caller is excused, as for `try helper(e)`); one that never reports leaves the
// caller owing the report on the closure's error path.
import TrustInsights

@available(iOS 27.0, *)
struct Ledger {
  func post() throws {}
}

@available(iOS 27.0, *)
func withLateReport(
  _ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: () throws -> Void  // expect: missing_consumption_report "'try body()' can throw at line 16"
) rethrows {
  try body()
  assessment.reportConsumption(.usedUnchangedFriction)
}

@available(iOS 27.0, *)
func withLogging(
  _ assessment: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: () throws -> Void
) rethrows {
  print("evaluated")
  try body()
}

@available(iOS 27.0, *)
func transfer(ledger: Ledger) async throws {
  let evaluator = InsightEvaluator()
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
  let assessment = try await evaluator.requestEvaluation(context: context)
  try withLateReport(assessment) { try ledger.post() }
}

@available(iOS 27.0, *)
func transfer2(ledger: Ledger) async throws {
  let evaluator = InsightEvaluator()
  let request = IsLikelyBeingCoachedInsight.request(schema: .version1, modelVersion: .current)
  let context = InsightEvaluator.InsightContext(operationCategory: .payment, requestedEvaluations: request)
  let assessment = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'try ledger.post()' can throw at line 43"
  try withLogging(assessment) { try ledger.post() }
  assessment.reportConsumption(.usedUnchangedFriction)
}
