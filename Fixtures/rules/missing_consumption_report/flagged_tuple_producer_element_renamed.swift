import TrustInsights

// Probe bu (t2): `result.evaluation` of a tuple producer's value is the evaluation: bound to
// another name, it is still owed on every path; handed to a helper of the program that never
// reports it, it stays with the caller.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func logLatency(_ evaluation: CoachingEvaluation) {
  print("screened")
}

struct PayoutGate {
  let evaluator = InsightEvaluator()

  func evaluate() async throws -> (evaluation: CoachingEvaluation, isHigh: Bool) {
    let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
    if case .success(.high) = evaluation.insight.outcome { return (evaluation, true) }
    return (evaluation, false)
  }

  func rename(amount: Int) async throws -> Bool {
    let result = try await evaluate()  // expect: missing_consumption_report "returns at line 30"
    let evaluation = result.evaluation
    if amount > 10_000 {
      return false
    }
    evaluation.reportConsumption(result.isHigh ? .usedIncreasedFriction : .usedUnchangedFriction)
    return true
  }

  func logOnly() async throws {
    let result = try await evaluate()  // expect: missing_consumption_report
    logLatency(result.evaluation)
  }
}
