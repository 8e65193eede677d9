import Foundation
import TrustInsights

// `catch let error as NSError` and `catch let error as any Error` take every error, the
// insight's failure from `try evaluation.insight.outcome.get()` too: the clause is that
// failure's branch, where a `used…` report claims an insight that does not exist.

let assistContext = InsightEvaluator.InsightContext(
  operationCategory: .communication, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func reply(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: assistContext)
  do {
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return level != .high
  } catch let error as NSError {
    print(error.code)
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    return true
  }
}

func replyAnyError(_ evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: assistContext)
  do {
    let level = try evaluation.insight.outcome.get()
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return level != .high
  } catch let error as any Error {
    print(error)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
    return true
  }
}
