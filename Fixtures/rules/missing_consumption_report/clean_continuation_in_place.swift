// Continuations written in place: the holder reports what it is resumed with on every path;
// a continuation resumed with something else (a level computed from an evaluation the task
// reports itself, a number from an inner continuation named alike) holds no evaluation.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func addPayee(_ evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation: CoachingEvaluation = try await withCheckedThrowingContinuation { continuation in
    Task {
      do {
        continuation.resume(returning: try await evaluator.requestEvaluation(context: payeeContext))
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }
  if amount > 10_000 {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

func isHighRisk(_ evaluator: InsightEvaluator) async throws -> Bool {
  try await withCheckedThrowingContinuation { continuation in
    Task {
      let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
      let high = (try? evaluation.insight.outcome.get()) == .high
      evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
      continuation.resume(returning: high)
    }
  }
}

func delayedCount(_ evaluator: InsightEvaluator, amount: Int) async -> Int {
  await withCheckedContinuation { continuation in
    Task {
      let count: Int = await withCheckedContinuation { continuation in continuation.resume(returning: amount) }
      continuation.resume(returning: count)
    }
  }
}
