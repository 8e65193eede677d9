#if canImport(TrustInsights)
  import TrustInsights
#endif

// The evaluation is made under `#if canImport(TrustInsights)` but reported under
// `#if canImport(TrustInsights) && DEBUG`: another condition, so a release build that has the
// framework makes the evaluation and never reports it.

struct StandingOrder {
  let payee: String
  let everyDays: Int
}

@available(iOS 27, *)
func createStandingOrder(_ order: StandingOrder) async -> String {
  #if canImport(TrustInsights)
    let evaluator = InsightEvaluator()
    let ctx = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try? await evaluator.requestEvaluation(context: ctx)  // expect: missing_consumption_report
  #endif
  let summary = "\(order.payee) every \(order.everyDays) days"
  #if canImport(TrustInsights) && DEBUG
    if let evaluation {
      print("standing order outcome:", evaluation.insight.outcome)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  #endif
  return summary
}
