import Foundation
import TrustInsights

// Helpers of the program that run their closure exactly once on every path that returns: a
// main-thread hop that calls it in each branch, a lock wrapper whose `defer` only unlocks.
// A report inside their closures is the caller's one report. A helper that passes its closure
// on to another function is not followed (that function's body would decide): it keeps
// counting as running the closure once, as before.

let profileContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func onMainThread(_ body: () -> Void) {
  if Thread.isMainThread {
    body()
  } else {
    DispatchQueue.main.sync { print("hopping to main") }
    body()
  }
}

final class ProfileStore {
  private let lock = NSLock()
  private var pending: [String] = []

  func locked<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  func withAudit(_ body: () -> Void) {
    audited(label: "profile", body)
  }

  private func audited(label: String, _ body: () -> Void) {
    guard !label.isEmpty else { return }
    body()
  }
}

func updateName(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: profileContext)
  onMainThread {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func updateEmail(evaluator: InsightEvaluator, store: ProfileStore) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: profileContext)
  return store.locked {
    let held = evaluation.insight.outcome == .success(.high)
    evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !held
  }
}

func updatePhone(evaluator: InsightEvaluator, store: ProfileStore) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: profileContext)
  store.withAudit {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
