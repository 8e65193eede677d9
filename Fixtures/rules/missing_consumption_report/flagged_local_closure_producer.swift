// A flow keeps the request in a local closure so that it can start it again after a
// network error; the evaluation exists from each call of the closure on.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(evaluator: InsightEvaluator, isFirstPayee: Bool) async throws -> Bool {
  let fetch = { try await evaluator.requestEvaluation(context: payeeContext) }
  let evaluation = try await fetch()  // expect: missing_consumption_report "returns at line 16 inside the 'if' at line 15"
  if isFirstPayee {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func addPayeeOptional(evaluator: InsightEvaluator, amount: Int) async -> Bool {
  let evaluate: () async -> CoachingEvaluation? = {
    let evaluation = try? await evaluator.requestEvaluation(context: payeeContext)
    return evaluation
  }
  guard let evaluation = await evaluate() else { return true }  // expect: missing_consumption_report "returns at line 29 inside the 'if' at line 28"
  if amount > 5_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func warmUp(evaluator: InsightEvaluator) async throws {
  let fetch = { try await evaluator.requestEvaluation(context: payeeContext) }
  _ = try await fetch()  // expect: missing_consumption_report "discarded"
}
