import TrustInsights

// The pass keeps a high-risk evaluation and only logs the others: an evaluation the pass does
// not keep is dropped unreported at the end of its pass, while 'kept' holds another one.
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let paymentContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ id: String) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: paymentContext)
}

func riskScore(_ evaluation: CoachingEvaluation) -> Int {
  switch evaluation.insight.outcome {
  case .success(.high): return 2
  case .success(.medium): return 1
  default: return 0
  }
}

func firstHighRisk(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 32"
    if riskScore(evaluation) > 1 {
      kept = evaluation
    } else {
      print("low risk for \(id)")
    }
  }  // expect-note: missing_consumption_report "the iteration ends here without a report"
  kept?.reportConsumption(.usedIncreasedFriction)
}
