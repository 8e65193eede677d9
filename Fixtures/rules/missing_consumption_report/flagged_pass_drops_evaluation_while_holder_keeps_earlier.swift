// A loop keeps its first evaluation in an outer variable, but a pass where the variable
// already holds an earlier pass's evaluation neither keeps nor reports its own: it is dropped
// at the end of the pass, although the variable still holds an evaluation (the earlier one)
// (probes-cg c07q, f34, f49, c07h; missed before, the outer variable counting as a holder).
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

func keepFirst(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 30"
    if kept == nil { kept = evaluation }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepFirstThroughBool(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 40"
    let keep = kept == nil
    if keep { kept = evaluation }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepFirstCoalescing(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 49"
    kept = kept ?? evaluation
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepFirstHigh(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }  // expect: missing_consumption_report "the loop iteration ends at line 65"
    switch riskScore(evaluation) {
    case 2 where kept != nil:
      break
    case 2:
      kept = evaluation
    default:
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
