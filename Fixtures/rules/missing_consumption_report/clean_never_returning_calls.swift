import Foundation
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Crash {
  static func unreachable(_ message: String) -> Never {
    fatalError(message)
  }
}

// Paths that stop the process owe nothing.
func review(evaluator: InsightEvaluator, configuration: [String: String]) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  guard configuration["mode"] != nil else {
    preconditionFailure("configuration without a mode")
  }
  guard configuration["region"] != nil else {
    Crash.unreachable("configuration without a region")
  }
  if configuration["kill"] == "1" {
    exit(1)
  }
  let held = (try? evaluation.insight.outcome.get()) == .high
  evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
  return !held
}
