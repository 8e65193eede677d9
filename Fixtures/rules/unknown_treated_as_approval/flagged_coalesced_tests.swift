// Tests written with '??' on a 'try?' of the outcome: 'nil' is the insight's failure, so the
// default is the test's value there, and '.unknown' goes where the test on the value sends it.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var showsCoaching: Bool {
    (try? insight.outcome.get() == .medium) ?? false
  }

  var isRisky: Bool {
    (try? insight.outcome.get()).map { $0 == .high || $0 == .medium } ?? false
  }
}

struct PayoutPolicy {
  func release(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    if !evaluation.isRisky {
      approvePayout()  // expect: unknown_treated_as_approval
    }
  }

  func releaseGuarded(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    guard evaluation.showsCoaching else {
      approvePayout()  // expect: unknown_treated_as_approval
      return
    }
  }

  func releaseInline(_ evaluation: CoachingEvaluation) -> Bool {
    evaluation.reportConsumption(.usedEvaluationOnly)
    if (try? evaluation.insight.outcome.get() == .high) ?? true {
      return false
    } else {
      approvePayout()  // expect: unknown_treated_as_approval
      return true
    }
  }

  func approvePayout() {}
}
