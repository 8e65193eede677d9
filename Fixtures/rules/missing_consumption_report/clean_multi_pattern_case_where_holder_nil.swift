// A case with several patterns, each with its own `where` clause: the body runs where one
// item's clause holds, so a nil test in every item's clause says the holder is nil there, as
// it does for a case with one pattern (probes-ce p02).
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

func firstRisky(_ ids: [String]) async -> Bool {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch evaluation.insight.outcome {
    case .success(.high) where kept == nil, .success(.medium) where kept == nil && riskScore(evaluation) > 0:
      kept = evaluation
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
  return kept != nil
}
