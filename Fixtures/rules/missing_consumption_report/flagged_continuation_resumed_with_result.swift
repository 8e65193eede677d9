// A continuation resumed with a `Result` (`resume(with:)`): `.success(e)`, a name the closure
// sets to `.success(…)`, or the `Result` a function of the program hands its completion
// handler (bridging it back to async): on success its value is the evaluation, and the caller
// holds it. The finding is at the call that creates it (`requestEvaluation`, `evaluate`).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class TrustBridge {
  let evaluator = InsightEvaluator()
  func evaluate(completion: @escaping (Result<CoachingEvaluation, Error>) -> Void) {
    Task {
      do {
        let e = try await evaluator.requestEvaluation(context: payeeContext)
        completion(.success(e))
      } catch {
        completion(.failure(error))
      }
    }
  }
  func withEvaluation(_ handler: @escaping (CoachingEvaluation) -> Void) {
    Task { handler(try await evaluator.requestEvaluation(context: payeeContext)) }
  }
}

// Built in the task from the evaluation, resumed with the Result.
func addPayee(_ evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation: CoachingEvaluation = try await withCheckedThrowingContinuation { continuation in
    Task {
      let result: Result<CoachingEvaluation, Error>
      do {
        result = .success(try await evaluator.requestEvaluation(context: payeeContext))  // expect: missing_consumption_report
      } catch {
        result = .failure(error)
      }
      continuation.resume(with: result)
    }
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// Resumed with `.success(e)` of a name bound in the task.
func addPayeeSuccess(_ evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation: CoachingEvaluation = try await withCheckedThrowingContinuation { continuation in
    Task {
      do {
        let e = try await evaluator.requestEvaluation(context: payeeContext)  // expect: missing_consumption_report
        continuation.resume(with: .success(e))
      } catch {
        continuation.resume(with: .failure(error))
      }
    }
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// Bridging the completion handler back to async.
func addPayeeBridged(_ bridge: TrustBridge, amount: Int) async throws -> Bool {
  let evaluation = try await withCheckedThrowingContinuation { continuation in
    bridge.evaluate { result in continuation.resume(with: result) }  // expect: missing_consumption_report "evaluation from 'evaluate' is not reported on every path"
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// A handler handed the evaluation itself, resumed with it.
func addPayeeHanded(_ bridge: TrustBridge, amount: Int) async -> Bool {
  let evaluation: CoachingEvaluation = await withCheckedContinuation { continuation in
    bridge.withEvaluation { evaluation in continuation.resume(returning: evaluation) }  // expect: missing_consumption_report
  }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}
