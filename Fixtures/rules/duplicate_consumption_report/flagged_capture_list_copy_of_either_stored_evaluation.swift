// A capture list's copy of one of two stored evaluations (`[coaching = pending ?? fallback]`)
// is one evaluation whichever side it takes: two reports of it on one path of the Task's
// closure are a duplicate (probes-ev p22). Reported once on each path, it is not.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class CryptoWithdrawModel {
  var pending: CoachingEvaluation?
  var fallback: CoachingEvaluation?

  func abort() {
    Task { [coaching = pending ?? fallback] in
      coaching?.reportConsumption(.notUsedNotNeeded)
      coaching?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }

  func retry(failed: Bool) {
    Task { [coaching = self.pending ?? self.fallback] in
      if failed {
        coaching?.reportConsumption(.notUsedError)
      } else {
        coaching?.reportConsumption(.notUsedNotNeeded)
      }
    }
  }
}
