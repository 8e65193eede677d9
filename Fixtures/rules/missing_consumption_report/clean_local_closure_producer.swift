// Local closures: one that returns an evaluation reported on every path by its caller, one
// that reports what it requests itself, and one that returns something else.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(evaluator: InsightEvaluator, isFirstPayee: Bool) async throws -> Bool {
  let fetch = { try await evaluator.requestEvaluation(context: payeeContext) }
  let evaluation = try await fetch()
  if isFirstPayee {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func addPayeeOptional(evaluator: InsightEvaluator) async -> Bool {
  let evaluate: () async -> CoachingEvaluation? = {
    try? await evaluator.requestEvaluation(context: payeeContext)
  }
  guard let evaluation = await evaluate() else { return true }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func screenTwice(evaluator: InsightEvaluator) async throws {
  let screen = {
    let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return high
  }
  if try await screen() {
    return
  }
  _ = try await screen()
}

func balanceText(evaluator: InsightEvaluator) async -> String {
  let format = { (cents: Int) in "\(cents / 100)" }
  return format(1_234)
}
