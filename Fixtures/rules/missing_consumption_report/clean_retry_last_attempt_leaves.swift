// A submit retried a fixed number of times after one evaluation: success reports and returns,
// the last failed attempt reports `.notUsedError` and rethrows, earlier failures back off and
// go round again. No path falls out of the loop: a `for` over a range ends normally only after
// the pass where the variable holds the range's last value, and that pass always leaves. A
// closed range `a...b` is never run zero times (it traps when empty), nor is `0..<3` or
// `0..<retries` with `let retries = 3` (a local, or a property declared `let`). The ways of
// writing "this is the last attempt": a `catch … where`, an `if` and a `guard` in the `catch`,
// `attempt == retries - 1`, `attempt >= LAST` and `attempt + 1 == 3` over a half-open range.
import Foundation
import TrustInsights

struct CardAPI {
  func requestReplacement(_ cardID: String) async throws {}
  func activate(_ cardID: String) async throws {}
}

enum ReplaceError: Error { case needsBranchVisit }

let cardContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

final class ReplaceCardModel {
  let api = CardAPI()
  let evaluator = InsightEvaluator()
  let maxAttempts = 4

  func replace(cardID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      throw ReplaceError.needsBranchVisit
    }
    for attempt in 1...3 {
      do {
        try await api.requestReplacement(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch where attempt == 3 {
        evaluation.reportConsumption(.notUsedError)
        throw error
      } catch {
        try? await Task.sleep(nanoseconds: UInt64(attempt) * 300_000_000)
      }
    }
  }

  func activate(cardID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    for attempt in 1...maxAttempts {
      do {
        try await api.activate(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt == maxAttempts {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
        try? await Task.sleep(nanoseconds: 200_000_000)
      }
    }
  }

  func reactivate(cardID: String, attempts: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    for attempt in 1...attempts {
      do {
        try await api.activate(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        guard attempt < attempts else {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
        try? await Task.sleep(nanoseconds: 200_000_000)
      }
    }
  }

  func requestPIN(cardID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    let retries = 3
    for attempt in 0..<retries {
      do {
        try await api.requestReplacement(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt == retries - 1 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }

  static let pinRetries = 2

  func resendPIN(cardID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    for attempt in 0..<Self.pinRetries {
      do {
        try await api.activate(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch where attempt >= Self.pinRetries - 1 {
        evaluation.reportConsumption(.notUsedError)
        throw error
      } catch {
        continue
      }
    }
  }

  func replaceQuickly(cardID: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: cardContext)
    for attempt in 0..<3 {
      do {
        try await api.requestReplacement(cardID)
        evaluation.reportConsumption(.usedUnchangedFriction)
        return
      } catch {
        if attempt + 1 == 3 {
          evaluation.reportConsumption(.notUsedError)
          throw error
        }
      }
    }
  }
}
