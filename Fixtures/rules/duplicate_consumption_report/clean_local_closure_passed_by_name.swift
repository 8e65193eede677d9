// Near misses of flagged_local_closure_read_during_call_then_reported_twice: the function
// reports once on every path after the validator ran its reading closure; a local closure that
// reports is handed over with what it reports; one kept by an `@escaping` parameter takes the
// evaluation along.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class PayoutReview {
  var held = false
  var pending: [() -> Void] = []

  func validate(_ read: () throws -> IsLikelyBeingCoachedInsight.Value) rethrows {
    held = try read() == .high
  }

  func run(_ work: () -> Void) { work() }

  func later(_ work: @escaping () -> Void) { pending.append(work) }

  func settle(_ evaluation: CoachingEvaluation) {
    let read = { try evaluation.insight.outcome.get() }
    do {
      try validate(read)
      evaluation.reportConsumption(held ? .usedIncreasedFriction : .usedUnchangedFriction)
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func settleInside(_ evaluation: CoachingEvaluation) {
    let finish = { evaluation.reportConsumption(.usedEvaluationOnly) }
    run(finish)
  }

  func settleLater(_ evaluation: CoachingEvaluation) {
    let finish = { evaluation.reportConsumption(.usedEvaluationOnly) }
    later(finish)
  }
}
