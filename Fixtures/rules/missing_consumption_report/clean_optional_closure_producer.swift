import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias EvaluationProvider = () async throws -> CoachingEvaluation

// A stored optional closure: unwrapped, or called through an optional chain.
final class PayeeModel {
  var provider: EvaluationProvider?
  var direct: (() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>)?
  var onDone: ((CoachingEvaluation) -> Void)?
  var refresh: (() async -> Bool)?

  func guarded(name: String) async throws -> Bool {
    guard let provider else { return false }
    let evaluation = try await provider()
    if name.isEmpty {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }

  func chained(name: String) async throws -> Bool {
    guard let evaluation = try await provider?() else { return false }
    evaluation.reportConsumption(name.isEmpty ? .notUsedNotNeeded : .usedEvaluationOnly)
    return !name.isEmpty
  }

  func chainedSelf() async throws {
    let evaluation = try await self.direct?()
    evaluation?.reportConsumption(.usedEvaluationOnly)
  }

  func others(_ e: CoachingEvaluation) async -> Bool {
    onDone?(e)
    let fresh = await refresh?()
    if fresh == true { return true }
    return false
  }
}
// Unwrapped, then called: reported on every path.
func confirmClean(name: String, evaluate: (() async throws -> CoachingEvaluation)?) async throws -> Bool {
  guard let evaluate else { return false }
  let evaluation = try await evaluate()
  evaluation.reportConsumption(name.isEmpty ? .notUsedNotNeeded : .usedEvaluationOnly)
  return !name.isEmpty
}

// Optional closures returning something else make nothing.
func other(name: String, evaluate: (() async -> Int)?) async -> Bool {
  let n = await evaluate?()
  if n == nil { return false }
  return true
}

// A stored closure of that name returns an evaluation, but `other`'s own parameter is what
// `evaluate?()` calls there, and it returns a number.
final class EvaluatingClient {
  var evaluate: (() async throws -> CoachingEvaluation)?
}
