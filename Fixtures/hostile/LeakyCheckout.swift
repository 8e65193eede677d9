import TrustInsights

/// An ordinary leaking file placed beside every hostile input: its finding must survive
/// whatever the other files of the run do to the lexer, parser and analyses.
@available(iOS 27.0, *)
struct LeakyCheckout {
  let evaluator = InsightEvaluator()

  func shouldBlock(amount: Int) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    if case .success(.high) = evaluation.insight.outcome {
      return true
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return amount > 10_000
  }

  func review(transfer: () -> Void) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): return
    case .success(.unknown): approveTransfer(transfer)  // expect: unknown_treated_as_approval
    case .success: return
    case .failure: return
    }
  }

  func approveTransfer(_ transfer: () -> Void) {
    transfer()
  }
}
