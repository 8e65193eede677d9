// A pass that ends in `#if` / `#else` whose `#else` clause ends in an `if`/`else`: the path
// that neither keeps nor reports the evaluation drops it at the end of the pass, while the
// path that keeps it does not (probes-ce p71).
import TrustInsights

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

func firstHigh(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 33"
    #if DEBUG
      evaluation.reportConsumption(.usedEvaluationOnly)
    #else
      if riskScore(evaluation) > 1 { kept = evaluation } else { print("low risk \(id)") }
    #endif
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
