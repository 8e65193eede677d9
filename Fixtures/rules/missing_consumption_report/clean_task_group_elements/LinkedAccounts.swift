// Task groups of evaluations whose body loop reports every element on every path, hands it on,
// or is no group of evaluations at all: no finding.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Audit {
  /// Reports on every path: a loop handing each element here reports it.
  static func settle(_ evaluation: CoachingEvaluation, warned: Bool) {
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(warned ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }
}

struct LinkedAccountScreen: Sendable {
  let evaluator: InsightEvaluator

  func context() -> InsightEvaluator.InsightContext {
    InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
  }

  // Every element reported, the failed ones as errors.
  func anyRisky(count: Int) async -> Bool {
    let context = context()
    return await withTaskGroup(of: CoachingEvaluation?.self) { group in
      for _ in 0..<count {
        group.addTask { try? await evaluator.requestEvaluation(context: context) }
      }
      var risky = false
      for await evaluation in group {
        guard let evaluation else { continue }
        switch evaluation.insight.outcome {
        case .success(.high):
          evaluation.reportConsumption(.usedIncreasedFriction)
          risky = true
        case .success:
          evaluation.reportConsumption(.usedUnchangedFriction)
        case .failure:
          evaluation.reportConsumption(.notUsedError)
        }
      }
      return risky
    }
  }

  // Handed to a consuming helper on one path, kept in a list on the other (it escapes).
  func screen(_ accounts: [String]) async throws -> [CoachingEvaluation] {
    let context = context()
    return try await withThrowingTaskGroup(of: CoachingEvaluation.self) { group in
      for _ in accounts {
        group.addTask { try await evaluator.requestEvaluation(context: context) }
      }
      var held: [CoachingEvaluation] = []
      for try await evaluation in group {
        if case .success(.high) = evaluation.insight.outcome {
          held.append(evaluation)
          continue
        }
        Audit.settle(evaluation, warned: false)
      }
      return held
    }
  }

  // A group of something else (the accounts' balances): its elements are no evaluations.
  func balances(_ accounts: [String]) async -> [Int] {
    await withTaskGroup(of: Int.self) { group in
      for a in accounts { group.addTask { a.count } }
      var out: [Int] = []
      for await balance in group {
        guard balance > 0 else { continue }
        out.append(balance)
      }
      return out
    }
  }
}
