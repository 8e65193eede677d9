// A continuation written in place, resumed from a task with the evaluation: the value of
// `withChecked…Continuation` is that evaluation, and the caller holds it.
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
        continuation.resume(returning: try await evaluator.requestEvaluation(context: payeeContext))  // expect: missing_consumption_report "returns at line 23 inside the 'if' at line 22"
      } catch {
        continuation.resume(throwing: error)
      }
    }
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// Resumed with a name bound in the task, through `try?`: nothing is owed where it is nil.
func addPayeeQuietly(_ evaluator: InsightEvaluator, amount: Int) async -> Bool {
  let evaluation: CoachingEvaluation? = await withCheckedContinuation { continuation in
    Task {
      let fetched = try? await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report "returns at line 39 inside the 'if' at line 38"
      continuation.resume(returning: fetched)
    }
  }
  guard let evaluation else { return true }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// The unsafe variant, its value dropped.
func prefetch(_ evaluator: InsightEvaluator) async throws {
  _ = try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<CoachingEvaluation, Error>) in
    Task { continuation.resume(returning: try await evaluator.requestEvaluation(context: payeeContext)) }  // expect: missing_consumption_report "discarded"
  }
}
