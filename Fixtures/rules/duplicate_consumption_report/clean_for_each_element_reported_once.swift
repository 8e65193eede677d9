import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// One report per element and run of `forEach`: each run borrows another element.
final class FamilyAllowance {
  func settle(_ evaluations: [CoachingEvaluation]) {
    evaluations.forEach { evaluation in
      guard case .success(let level) = evaluation.insight.outcome else {
        evaluation.reportConsumption(.notUsedError)
        return
      }
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }

  func close(_ pending: [CoachingEvaluation]) {
    pending.forEach { $0.reportConsumption(.notUsedNotNeeded) }
    let names = ["a", "b"]
    names.forEach { name in print(name) }
  }
}
