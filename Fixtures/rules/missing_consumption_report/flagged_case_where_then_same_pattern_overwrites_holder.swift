// The case before the one that keeps the evaluation tests the holder, but that case's
// pattern differs (`case 1:` after `case 2 where kept != nil:`), or its clause can fail while
// the holder holds an earlier pass's evaluation (`kept == nil`, `kept != nil && quiet`): that
// evaluation is overwritten unreported (probes-cg c07b, c07c, c07e); so is a next case
// with a pattern the earlier one does not list, or an item whose clause does not test the
// holder (m3, m4).
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

func keepsOnOtherScore(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where kept != nil:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 1:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsWhenHolderFull(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where kept == nil:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 2:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsWhenNotQuiet(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where kept != nil && quiet:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 2:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsOnEitherScore(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where kept != nil:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 2, 1:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsWhenOtherItemUntested(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    switch riskScore(evaluation) {
    case 2 where kept != nil, 1 where quiet:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case 2, 1:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
