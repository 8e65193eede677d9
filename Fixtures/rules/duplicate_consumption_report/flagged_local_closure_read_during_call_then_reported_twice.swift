// A local closure that only reads the insight, passed by name to a validator that runs it
// during the call (a non-escaping parameter), takes nothing over: the evaluation stays with
// the function, which then reports it twice.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class PayoutReview {
  var held = false

  func validate(_ read: () throws -> IsLikelyBeingCoachedInsight.Value) rethrows {
    held = try read() == .high
  }

  func settle(_ evaluation: CoachingEvaluation) {
    let read = { try evaluation.insight.outcome.get() }
    do {
      try validate(read)
      evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "reported again on a path that already reported it at line 19 or line 21"
  }
}
