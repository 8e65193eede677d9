import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Friction { case none, warn, hold }

// The failure is handled first; the later `if case .success` cannot be false then.
func friction(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  let outcome = evaluation.insight.outcome
  if case .failure(let error) = outcome {
    print("insight failed:", error)
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
  var friction = Friction.none
  if case .success(let level) = outcome {
    friction = level == .high ? .hold : level == .medium ? .warn : .none
    evaluation.reportConsumption(friction == .none ? .usedUnchangedFriction : .usedIncreasedFriction)
  }
  return friction
}

// `guard let` on `try?` rules out the failure for the `switch` after it, which needs no
// failure case.
func frictionGuarded(evaluator: InsightEvaluator) async throws -> Friction {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  guard let level = try? evaluation.insight.outcome.get() else {
    evaluation.reportConsumption(.notUsedError)
    return .none
  }
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return .hold
  case .success(.medium), .success(.unknown):
    evaluation.reportConsumption(level == .medium ? .usedIncreasedFriction : .usedUnchangedFriction)
    return level == .medium ? .warn : .none
  case .success:
    evaluation.reportConsumption(.notUsedError)
    return .none
  case .failure:
    fatalError("ruled out above")
  }
}
