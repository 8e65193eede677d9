import TrustInsights

// The evaluation kept in 'best' was reported in the pass that kept it: reporting 'best' after
// the loop reports that evaluation a second time. (Kept unreported, as in
// clean_riskiest_kept_across_passes.swift, it is another evaluation than those the later
// passes report.)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let accountContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func evaluate(_ id: String) async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: accountContext)
}

func riskiest(_ ids: [String]) async -> Bool {
  var best: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if case .success(.high) = evaluation.insight.outcome, best == nil {
      best = evaluation
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  guard let best else { return false }
  best.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report
  return true
}
