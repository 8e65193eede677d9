// A case with several patterns where one item's `where` clause does not test the holder for
// nil (or an item has no clause): the body may run while the holder keeps an earlier pass's
// evaluation, which keeping this one overwrites unreported (probes-ce p02).
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

func lastRisky(_ ids: [String], newPayee: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch evaluation.insight.outcome {
    case .success(.high) where kept == nil, .success(.medium) where newPayee:
      kept = evaluation
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func lastHigh(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch evaluation.insight.outcome {
    case .success(.high) where kept == nil, .success(.medium):
      kept = evaluation
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
