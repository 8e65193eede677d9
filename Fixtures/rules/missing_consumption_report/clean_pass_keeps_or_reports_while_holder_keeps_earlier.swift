// A loop keeps its first evaluation in an outer variable and reports the others in their
// pass, with more code after the test (a log line), in one of two variables, or replacing
// the kept one after reporting it: every pass keeps or reports its own evaluation (the
// neighbours of flagged_pass_drops_evaluation_while_holder_keeps_earlier.swift).
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

func log(_ s: String) {}

func keepFirstThenLog(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if kept == nil { kept = evaluation } else { evaluation.reportConsumption(.usedUnchangedFriction) }
    log(id)
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}

func keepTwo(_ ids: [String]) async {
  var first: CoachingEvaluation?
  var second: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if first == nil {
      first = evaluation
    } else if second == nil {
      second = evaluation
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    log(id)
  }
  first?.reportConsumption(.usedIncreasedFriction)
  second?.reportConsumption(.usedIncreasedFriction)
}

func keepRiskiest(_ ids: [String]) async {
  var kept: CoachingEvaluation?
  for id in ids {
    guard let evaluation = try? await evaluate(id) else { continue }
    if let k = kept, riskScore(k) >= riskScore(evaluation) {
      evaluation.reportConsumption(.usedUnchangedFriction)
    } else {
      kept?.reportConsumption(.usedUnchangedFriction)
      kept = evaluation
    }
    log(id)
  }
  kept?.reportConsumption(.usedIncreasedFriction)
}
