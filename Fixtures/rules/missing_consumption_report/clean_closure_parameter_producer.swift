import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Calls its evaluation closure and reports on every path.
func confirmPayee(name: String, evaluate: () async throws -> CoachingEvaluation) async throws -> Bool {
  let evaluation = try await evaluate()
  guard !name.isEmpty else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

// A closure parameter of the same name that returns something else produces nothing.
func refreshBalance(evaluate: () async -> Bool) async -> Bool {
  let fresh = await evaluate()
  if !fresh {
    return false
  }
  return true
}

// A closure parameter that receives an evaluation is not a producer either.
func withEvaluation(_ evaluation: CoachingEvaluation, evaluate: (CoachingEvaluation) -> Bool) -> Bool {
  let held = evaluate(evaluation)
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}

// The caller's closure hands its evaluation to the call: `confirmPayee` owes the report.
func addPayee(evaluator: InsightEvaluator) async throws -> Bool {
  try await confirmPayee(name: "Ada") { try await evaluator.requestEvaluation(context: payeeContext) }
}

func checkPayee(evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
  return withEvaluation(evaluation) { (try? $0.insight.outcome.get()) == .high }
}
