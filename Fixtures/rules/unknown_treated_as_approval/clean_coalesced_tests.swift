// '??' tests that '.unknown' does not pass: the approval is on the branch only '.high' (or a
// failure, with the default 'true') reaches; and a 'try?' that also runs another throwing call
// says nothing about the outcome.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Ledger {
  func isOpen() throws -> Bool { true }
}

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var isConcerning: Bool {
    (try? insight.outcome.get()).map { $0 != .unknown } ?? true
  }
}

struct PayoutPolicy {
  let ledger = Ledger()

  func release(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    if evaluation.isConcerning {
      holdPayout()
    } else {
      holdPayout()
    }
    if (try? evaluation.insight.outcome.get() == .high) ?? false {
      proceedToManualReview()
    }
    if (try? ledger.isOpen() && evaluation.insight.outcome.get() == .unknown) ?? false {
      holdPayout()
    }
  }

  func holdPayout() {}
  func proceedToManualReview() {}
}
