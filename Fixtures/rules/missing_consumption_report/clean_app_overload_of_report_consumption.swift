import TrustInsights

// The app adds its own `reportConsumption` overload to the evaluation: it takes the screen's
// decision and reports the matching status. Calls with a status still run the framework's
// method, and the overload's own call inside it is the framework's too.
enum PayeeDecision {
  case hold, proceedWithChecks, failed

  var status: InsightEvaluationConsumptionStatus {
    switch self {
    case .hold: return .usedIncreasedFriction
    case .proceedWithChecks: return .usedUnchangedFriction
    case .failed: return .notUsedError
    }
  }
}

func statusOf(_ decision: PayeeDecision) -> InsightEvaluationConsumptionStatus { decision.status }

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  func reportConsumption(_ decision: PayeeDecision) {
    reportConsumption(decision.status)
  }

  func reportConsumption(decision: PayeeDecision) {
    reportConsumption(statusOf(decision))
  }
}

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(evaluator: InsightEvaluator, decision: PayeeDecision) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  evaluation.reportConsumption(decision)
}

func addPayeeLabelled(evaluator: InsightEvaluator, decision: PayeeDecision) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  evaluation.reportConsumption(decision: decision)
}

func addPayeeWithStatus(evaluator: InsightEvaluator, isHigh: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  evaluation.reportConsumption(isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
}
