// A loop keeps the latest evaluation in an outer variable: where the variable holds an
// earlier pass's evaluation it is reported first, under a nil test (an `if` without `else`, a
// `case … where` that falls through, a tuple switch), then replaced. Where the test says the
// variable is nil there is no earlier evaluation to lose (probes-cg c07s, c07r, c40g: a false
// 'overwritten').
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

func keepLatest(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if kept != nil {
      kept?.reportConsumption(.usedUnchangedFriction)
    }
    kept = evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepLatestHigh(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch riskScore(evaluation) {
    case 2 where kept != nil:
      kept?.reportConsumption(.usedIncreasedFriction)
      fallthrough
    case 2:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepLatestByTuple(_ ids: [String], quiet: Bool) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    switch (kept == nil, riskScore(evaluation)) {
    case (false, 2):
      kept?.reportConsumption(.usedIncreasedFriction)
      fallthrough
    case (true, 2):
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
