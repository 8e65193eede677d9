// A pass that ends in `#if` / `#else`, whose `#else` clause ends in an `if`/`else` that keeps
// the evaluation in a variable declared outside the loop or reports it: each path through
// the clauses ends the pass on its own, so the reporting path does not also keep it
// (probes-ce p71).
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
    guard let evaluation = try? await evaluate(id) else { continue }
    #if DEBUG
      evaluation.reportConsumption(.usedEvaluationOnly)
    #else
      if riskScore(evaluation) > 1 { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
    #endif
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstHeld(_ ids: [String], hold: (String) throws -> Void) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil {
    guard let evaluation = try? await evaluate(id) else { continue }
    do {
      try hold(id)
      evaluation.reportConsumption(.usedIncreasedFriction)
    } catch {
      if riskScore(evaluation) > 1 { kept = evaluation } else { evaluation.reportConsumption(.notUsedNotNeeded) }
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
