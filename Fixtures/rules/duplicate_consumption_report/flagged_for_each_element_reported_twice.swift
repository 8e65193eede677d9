import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// `forEach` runs its closure once per element, as a `for … in` loop runs its body: a report
// made twice in one run reports that element twice (probes-df, a mutant of probes-cq p148).
final class FamilyAllowance {
  func settle(_ evaluations: [CoachingEvaluation]) {
    evaluations.forEach { evaluation in
      guard case .success(let level) = evaluation.insight.outcome else {
        evaluation.reportConsumption(.notUsedError)
        evaluation.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
        return
      }
      evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    }
  }

  func close(_ pending: [CoachingEvaluation]) {
    pending.forEach {
      $0.reportConsumption(.notUsedNotNeeded)
      $0.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
