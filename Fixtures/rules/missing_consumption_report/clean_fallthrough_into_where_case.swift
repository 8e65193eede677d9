// `fallthrough` enters the next case's body without testing its `where` clause; a case whose
// clause keeps the evaluation only while the holder is nil still refines on its own path, and
// a case reached by `fallthrough` reports whatever its clause would have said (probes-ce p03).
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

func firstFlagged(_ ids: [String], newPayee: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch riskScore(evaluation) {
    case 2 where kept == nil:
      kept = evaluation
    case 2:
      print("high risk \(id)")
      fallthrough
    case 1 where newPayee:
      evaluation.reportConsumption(.usedIncreasedFriction)
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
