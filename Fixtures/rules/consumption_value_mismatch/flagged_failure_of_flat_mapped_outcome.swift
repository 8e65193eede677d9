import TrustInsights

// `outcome.flatMap { … }` whose closure gives only `.success(…)` fails exactly when the insight
// does, and `mapError` changes no outcome's side: their `case .failure` is an insight failure,
// as that of `outcome.map { … }` is (probes-di d01, d03, d06). A closure that may give a
// `.failure` of its own is not (see clean_flat_map_making_own_failures).
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Friction { case none, block }
struct AppError: Error { let underlying: InsightError }

func decide(evaluation: CoachingEvaluation) {
  let decision = evaluation.insight.outcome
    .map { $0 == .high }
    .flatMap { isHigh in Result<Friction, InsightError>.success(isHigh ? .block : .none) }
  switch decision {
  case .success(let friction):
    evaluation.reportConsumption(friction == .none ? .usedUnchangedFriction : .usedIncreasedFriction)
  case .failure:
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
  }
}

func riskLevel(_ evaluation: CoachingEvaluation) {
  let level = evaluation.insight.outcome.flatMap { value -> Result<Int, InsightError> in
    switch value {
    case .high: return .success(2)
    case .medium: return .success(1)
    default: return .success(0)
    }
  }
  if case .failure = level {
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: consumption_value_mismatch
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func banner(_ evaluation: CoachingEvaluation) -> String {
  let text = evaluation.insight.outcome.map { $0 == .high }.mapError { AppError(underlying: $0) }
  switch text {
  case .success(let high):
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return high ? "Be careful" : ""
  case .failure:
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    return ""
  }
}
