// `for e in queued.prefix(1)` borrows an element of the stored `queued`, as `for e in queued`
// does: two reports in its one pass are a duplicate (probes-ef p30, p34). Before, the slice
// was not seen as holding evaluations and nothing was found. One report is clean.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

final class CoachingOutbox {
  var queued: [Coaching] = []

  func flushFirst() {
    for evaluation in queued.prefix(1) {
      evaluation.reportConsumption(.usedEvaluationOnly)
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }

  func flushFirstEach() {
    queued.prefix(1).forEach { evaluation in
      evaluation.reportConsumption(.usedEvaluationOnly)
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }

  func flushFirstOnce() {
    for evaluation in queued.prefix(1) {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    queued.removeFirst(min(1, queued.count))
  }
}
