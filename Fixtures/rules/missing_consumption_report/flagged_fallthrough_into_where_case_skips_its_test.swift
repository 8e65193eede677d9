// `fallthrough` enters the next case's body without testing its `where` clause: the nil test
// there says nothing on the path that falls through, so keeping the evaluation overwrites one
// an earlier pass kept (probes-ce p03).
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

func lastFlagged(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2:
      print("high risk \(id)")
      fallthrough
    case 1 where kept == nil:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
