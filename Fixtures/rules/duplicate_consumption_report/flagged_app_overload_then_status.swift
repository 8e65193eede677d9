import TrustInsights

// The app's overload reports the decision's status; reporting a status after it is a second
// report of the same evaluation.
enum WireDecision {
  case hold, release

  var status: InsightEvaluationConsumptionStatus { self == .hold ? .usedIncreasedFriction : .usedUnchangedFriction }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func reportConsumption(_ decision: WireDecision) {
    reportConsumption(decision.status)
  }
}

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func releaseWire(evaluator: InsightEvaluator, decision: WireDecision) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: wireContext)
  evaluation.reportConsumption(decision)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
