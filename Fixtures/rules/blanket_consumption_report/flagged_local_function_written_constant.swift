import TrustInsights

// A function declared inside the body reports the captured evaluation with a constant written
// there, and is called once after the outcome test: the blanket report is found at the
// `reportConsumption` that writes the constant (probes-bj p71), not at the call.
final class InsuranceClaimModel {
  let evaluator = InsightEvaluator()

  func fileClaim() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    func done() { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: blanket_consumption_report
    var ok = true
    if case .success(.high) = evaluation.insight.outcome { ok = false }
    done()
    return ok
  }
}
