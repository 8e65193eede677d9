import TrustInsights

// An app's own types named by the noun "trust" (`TrustResult`, `TrustSnapshot`) are built in
// every branch of the outcome, the unknown one too: constructing one approves nothing. The
// value it carries (`.unknown`, `.failed`) is what the caller acts on.

struct TrustResult: Equatable {
  enum Level { case unknown, medium, high, failed }
  var level: Level
}

struct TrustSnapshot {
  let level: TrustResult.Level
  let takenAt: Double
}

func result(of evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> TrustResult {
  switch evaluation.insight.outcome {
  case .success(.high):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return TrustResult(level: .high)
  case .success(.medium):
    evaluation.reportConsumption(.usedIncreasedFriction)
    return TrustResult(level: .medium)
  case .success:
    evaluation.reportConsumption(.usedUnchangedFriction)
    return TrustResult(level: .unknown)
  case .failure:
    evaluation.reportConsumption(.notUsedError)
    return TrustResult(level: .failed)
  }
}

func snapshot(_ level: IsLikelyBeingCoachedInsight.Value, now: Double) -> TrustSnapshot? {
  if level == .unknown {
    return TrustSnapshot(level: .unknown, takenAt: now)
  }
  return nil
}
