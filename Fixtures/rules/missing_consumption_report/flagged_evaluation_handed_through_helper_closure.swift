import TrustInsights

// A helper that hands its evaluation parameter to its own non-escaping closure parameter
// (`try body(evaluation)`) gives it to the closure the caller wrote: that closure runs in
// place with its parameter being the caller's evaluation, so what it reports (or not) is the
// caller's.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func withAudit<T>(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, _ body: (InsightEvaluation<IsLikelyBeingCoachedInsight>) throws -> T) rethrows -> T {
  print("audit \(evaluation.insight.insightID)")
  return try body(evaluation)
}

func readsOnly(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "never reported"
  withAudit(evaluation) { audited in
    _ = audited.insight.outcome
  }
}

func reportsOnOnePath(_ evaluator: InsightEvaluator, flag: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "when the 'if' at line 28 is false"
  withAudit(evaluation) { audited in
    if flag { audited.reportConsumption(.usedEvaluationOnly) }
  }
}
