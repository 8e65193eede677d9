// A loop keeps one evaluation in an outer variable, testing it with a helper of `Optional`
// whose getter is only `self == nil` / `self != nil` (`kept.isNil`, `kept.isSome`): the test
// says what the variable holds, as `kept == nil` would (probes-cg c39, c39b, c39c).
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

func firstHigh(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if kept.isNil { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstRisky(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    guard !kept.isSome, riskScore(evaluation) > 1 else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      continue
    }
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
