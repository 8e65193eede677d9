import TrustInsights

// A `flatMap` closure that may give a `.failure` of its own (here for `.unknown`) makes
// failures of an insight that was used: its `case .failure` is no insight-failure branch, and
// a `used…` status there is the app's call (probes-di d04). The same chain reporting
// `.notUsedError` on failure is what the rule asks for (d02).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

func riskLevel(_ evaluation: CoachingEvaluation, stale: InsightError) {
  let level = evaluation.insight.outcome.flatMap { value -> Result<Int, InsightError> in
    value == .unknown ? .failure(stale) : .success(1)
  }
  switch level {
  case .success:
    evaluation.reportConsumption(.usedIncreasedFriction)
  case .failure:
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func decide(evaluation: CoachingEvaluation) {
  let high = evaluation.insight.outcome.map { $0 == .high }.flatMap { .success($0 ? 2 : 0) }
  switch high {
  case .success(let level):
    evaluation.reportConsumption(level > 0 ? .usedIncreasedFriction : .usedUnchangedFriction)
  case .failure:
    evaluation.reportConsumption(.notUsedError)
  }
}
