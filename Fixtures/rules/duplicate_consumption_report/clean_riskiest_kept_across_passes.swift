import TrustInsights

// Keeps the riskiest evaluation of the loop in 'best' and reports every other one in the pass
// that requested it; 'best' is reported once after the loop. Each pass requests a new
// evaluation while 'best' may still hold an earlier, unreported one: the two are different
// evaluations, so neither report is a second report of the other (probes-ca p51).
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
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  guard let best else { return false }
  best.reportConsumption(.usedIncreasedFriction)
  return true
}

// The same with the evaluations of a task group.
func riskiestOfGroup(_ ids: [String]) async -> Bool {
  await withTaskGroup(of: CoachingEvaluation?.self) { group in
    for id in ids { group.addTask { try? await evaluate(id) } }
    var best: CoachingEvaluation?
    while let next = await group.next() {
      guard let evaluation = next else { continue }
      if case .success(.high) = evaluation.insight.outcome, best == nil {
        best = evaluation
      } else {
        evaluation.reportConsumption(.usedUnchangedFriction)
      }
    }
    guard let best else { return false }
    best.reportConsumption(.usedIncreasedFriction)
    return true
  }
}
