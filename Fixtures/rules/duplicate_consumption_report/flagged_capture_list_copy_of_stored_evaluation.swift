// A capture list's copy of the own type's stored evaluation (`Task { [pending] in … }`) is the
// evaluation the property holds: reported twice on one of the closure's paths, it is reported
// twice, as `self.pending` would be (probes-ed, deinit handing the pending evaluation to a Task).
import TrustInsights

@available(iOS 27.0, *)
final class WireTransferViewModel {
  var pending: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  var wasCancelled = false

  deinit {
    let cancelled = wasCancelled
    Task { [pending] in
      pending?.reportConsumption(.notUsedNotNeeded)
      if cancelled {
        pending?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report "'pending'"
      }
    }
  }

  func dismiss() {
    Task { [weak self, pending] in
      pending?.reportConsumption(.notUsedNotNeeded)
      self?.wasCancelled = true
      pending?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }
}
