import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ContactChangeGate { case allow, hold }

// The closure of `outcome.map` receives the success value of the outcome: its parameter
// is a value bound from the outcome (untyped, as people write it), so `level == .unknown`
// is an outcome test and `.allow` in its branch is an approval.
struct ContactChangePolicy {
  func gate(_ evaluation: CoachingEvaluation) -> ContactChangeGate {
    let gate = evaluation.insight.outcome.map { level -> ContactChangeGate in
      if level == .unknown {
        return .allow  // expect: unknown_treated_as_approval
      }
      return .hold
    }
    switch gate {
    case .success(let value):
      evaluation.reportConsumption(value == .hold ? .usedIncreasedFriction : .usedUnchangedFriction)
      return value
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return .hold
    }
  }

  func quickGate(_ evaluation: CoachingEvaluation) -> ContactChangeGate {
    let gate = evaluation.insight.outcome.map { level in level == .unknown ? ContactChangeGate.allow : .hold }  // expect: unknown_treated_as_approval
    let value = (try? gate.get()) ?? .hold
    evaluation.reportConsumption(value == .hold ? .usedIncreasedFriction : .usedUnchangedFriction)
    return value
  }
}
