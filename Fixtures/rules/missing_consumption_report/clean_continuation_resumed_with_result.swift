// Near misses of flagged_continuation_resumed_with_result: the holder reports on every path;
// a continuation resumed with a `Result` of something else (a level decided after reporting, a
// count, `Result { … }`) holds no evaluation.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Resumed with a Result built from the evaluation; the holder reports on every path.
func addPayee(_ evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation: CoachingEvaluation = try await withCheckedThrowingContinuation { continuation in
    Task {
      let result: Result<CoachingEvaluation, Error>
      do {
        result = .success(try await evaluator.requestEvaluation(context: payeeContext))
      } catch {
        result = .failure(error)
      }
      continuation.resume(with: result)
    }
  }
  if amount > 10_000 {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// Resumed with a level the task computed after reporting: no evaluation passes.
func isHighRisk(_ evaluator: InsightEvaluator) async throws -> Bool {
  try await withCheckedThrowingContinuation { continuation in
    Task {
      do {
        let evaluation = try await evaluator.requestEvaluation(context: payeeContext)
        let high = (try? evaluation.insight.outcome.get()) == .high
        evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
        continuation.resume(with: .success(high))
      } catch {
        continuation.resume(with: .failure(error))
      }
    }
  }
}

enum LoadError: Error { case empty }

final class TrustBridge {
  let evaluator = InsightEvaluator()
  func evaluate(completion: @escaping (Result<CoachingEvaluation, Error>) -> Void) {
    Task {
      do {
        completion(.success(try await evaluator.requestEvaluation(context: payeeContext)))
      } catch {
        completion(.failure(error))
      }
    }
  }
  func count(completion: @escaping (Result<Int, Error>) -> Void) { completion(.success(1)) }
}

// Bridged back to async, reported on every path.
func addPayeeBridged(_ bridge: TrustBridge, amount: Int) async throws -> Bool {
  let evaluation = try await withCheckedThrowingContinuation { continuation in
    bridge.evaluate { result in continuation.resume(with: result) }
  }
  if amount > 10_000 {
    evaluation.reportConsumption(.usedIncreasedFriction)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

// The handler reports and resumes with what it decided; a Result of a count passes no evaluation.
func isRiskyBridged(_ bridge: TrustBridge) async -> Bool {
  await withCheckedContinuation { continuation in
    bridge.evaluate { result in
      guard case .success(let evaluation) = result else { return continuation.resume(returning: false) }
      let high = (try? evaluation.insight.outcome.get()) == .high
      evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
      continuation.resume(returning: high)
    }
  }
}

func countBridged(_ bridge: TrustBridge) async throws -> Int {
  try await withCheckedThrowingContinuation { continuation in
    bridge.count { result in continuation.resume(with: result) }
  }
}

// A Result of something else, named alike.
func loadCount(amount: Int) async throws -> Int {
  try await withCheckedThrowingContinuation { continuation in
    let result: Result<Int, Error> = amount > 0 ? .success(amount) : .failure(LoadError.empty)
    continuation.resume(with: result)
  }
}

func loadCountLater(amount: Int) async throws -> Int {
  try await withCheckedThrowingContinuation { continuation in
    Task {
      continuation.resume(with: Result { amount * 2 })
    }
  }
}
