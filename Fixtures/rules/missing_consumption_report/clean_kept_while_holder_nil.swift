// A loop keeps one evaluation in an outer variable only while that variable is nil, and
// reports the others in their pass: the nil test in a `switch` case's `where` clause, in a
// `for … where` clause, or held in a `Bool` (`let keep = kept == nil && …; if keep { … }`)
// says the variable holds nothing where it is assigned, as an `if kept == nil` would
// (probes-cb p33, p39, p59).
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

func firstFlagged(_ ids: [String]) async -> Bool {
  var flagged: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch evaluation.insight.outcome {
    case .success(.high) where flagged == nil:
      flagged = evaluation
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  flagged?.reportConsumption(.usedIncreasedFriction)
  return flagged != nil
}

func firstRisky(_ ids: [String]) async -> Bool {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    let keep = kept == nil && riskScore(evaluation) > 1
    if keep { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
  return kept != nil
}

func firstOfAll(_ ids: [String]) async {
  var best: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    var isFirst = false
    isFirst = best == nil
    if isFirst { best = evaluation }
    if !isFirst { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  best?.reportConsumption(.usedIncreasedFriction)
}

func untilKept(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil && !id.isEmpty {
    guard let evaluation = try? await evaluate(id) else { continue }
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
