// A pass that ends in a `switch` whose case ends in an `if` without `else`: the path that
// neither keeps nor reports the evaluation drops it at the end of the pass (probes-ce p87).
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

func firstHigh(_ ids: [String], newPayee: (String) -> Bool) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 37"
    switch evaluation.insight.outcome {
    case .success(.high):
      if newPayee(id) {
        kept = evaluation
      }
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
