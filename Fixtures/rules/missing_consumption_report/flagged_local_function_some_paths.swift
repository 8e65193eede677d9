import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The local function is only called: it does not outlive the call, so its report counts
// where it is called, and the over-limit exit calls nothing.
final class TransferService {
  let evaluator = InsightEvaluator()
  var dailyLimit = 10_000

  func send(amount: Int) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)  // expect: missing_consumption_report "returns at line 24 in the 'else' of the 'guard' at line 23"
    func finish(_ status: InsightEvaluationConsumptionStatus) {
      evaluation.reportConsumption(status)
    }
    if case .success(.high) = evaluation.insight.outcome {
      finish(.usedIncreasedFriction)
      return false
    }
    guard amount <= dailyLimit else {
      return false
    }
    finish(.usedUnchangedFriction)
    return true
  }
}
