// A loop keeps one evaluation in an outer variable: a `case … where kept != nil` reports the
// pass's evaluation, and the next case, written with the same pattern, keeps it. A value
// reaching that case matched the pattern, so the earlier clause failed there: the holder is
// nil where it is assigned (probes-cg c07; also chained clauses, an outcome pattern, several
// patterns and bound names, m1, m6, m7).
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

func firstHighScore(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch riskScore(evaluation) {
    case 2 where kept != nil:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 2:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstHighOutcome(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch evaluation.insight.outcome {
    case .success(.high) where kept != nil || quiet:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.high) where id.isEmpty:
      evaluation.reportConsumption(.notUsedNotNeeded)
    case .success(.high):
      kept = evaluation
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstRiskyOfTwoLevels(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch evaluation.insight.outcome {
    case .success(.high) where kept != nil, .success(.medium) where kept != nil:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.high), .success(.medium):
      kept = evaluation
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstSuccess(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch evaluation.insight.outcome {
    case .success(let level) where kept != nil:
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    case .success(let value):
      print(value)
      kept = evaluation
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
