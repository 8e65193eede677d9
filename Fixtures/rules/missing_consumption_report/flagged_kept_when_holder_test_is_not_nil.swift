// The nil tests that let a loop keep an evaluation in an outer variable must say it holds
// nothing: a `where` clause, a `for … where` clause or a `Bool` that may be true while the
// variable holds the evaluation an earlier pass kept (`!= nil`, `|| …`, a test made before
// the loop) overwrites that evaluation unreported.
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
  var flagged: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where flagged == nil || ids.count > 3:
      flagged = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  flagged?.reportConsumption(.usedIncreasedFriction)
}

func riskyOrFirst(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    let keep = kept == nil || riskScore(evaluation) > 1
    if keep { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func testedOnce(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  let empty = kept == nil
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if empty { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func whileHeld(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids where kept != nil {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
