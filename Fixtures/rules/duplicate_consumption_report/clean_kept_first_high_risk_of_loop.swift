import TrustInsights

// Keeps the first high-risk evaluation of the loop and reports every other one in its pass;
// the loop stops asking once one is kept ('where kept == nil', 'while kept == nil'), and the
// kept one is reported once after the loop. Each path of a pass ends the pass on its own, so
// the evaluation the reporting path let go of is not the one 'kept' holds (probes-cc c09, c56).
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

func firstHighRisk(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids where kept == nil {
    guard let evaluation = try? await evaluate(id) else { continue }
    if riskScore(evaluation) > 1 {
      kept = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func firstHighRiskWhile(_ queue: [String]) async {
  var kept: CoachingEvaluation?
  var index = 0
  while kept == nil, index < queue.count {
    let id = queue[index]
    index += 1
    guard let evaluation = try? await evaluate(id) else { continue }
    if riskScore(evaluation) > 1 {
      kept = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
