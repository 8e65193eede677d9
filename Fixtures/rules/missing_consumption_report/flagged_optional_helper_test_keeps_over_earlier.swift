// A helper of `Optional` tests the variable, but the evaluation is kept where the variable
// holds an earlier one (`!kept.isNil`, `kept.isNil || urgent`), or the helper's getter is not
// a nil test (`isEmptyOrNil` below reads something else): the earlier evaluation is
// overwritten unreported (probes-cg c39a, c39e, c39f).
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

extension Optional {
  var isNil: Bool { self == nil }
  var isSome: Bool {
    return self != nil
  }
}

extension Optional {
  var isEmptyOrNil: Bool { Bool.random() }
}

func keepsWhenFull(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if !kept.isNil { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsWhenUrgent(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if kept.isNil || id.isEmpty { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepsOnOtherTest(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "overwritten"
    if kept.isEmptyOrNil { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
