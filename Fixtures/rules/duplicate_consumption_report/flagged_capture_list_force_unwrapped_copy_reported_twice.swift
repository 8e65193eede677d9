// A capture that force-unwraps the stored evaluation under its own name (`[pending =
// pending!]`, `[pending = self.pending!]`) copies the property as `[pending = self.pending]`
// does: reporting the copy and then the property, or the copy twice, reports one evaluation
// twice (probes-en p37, p39; before, the unwrapped copy was taken for another value, a miss).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
@MainActor
final class CheckoutModel {
  var pending: Coaching?

  func abandon() {
    Task { [pending = pending!] in
      pending.reportConsumption(.notUsedNotNeeded)
      self.pending?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }

  func decline() {
    Task { [pending = self.pending!] in
      pending.reportConsumption(.notUsedNotNeeded)
      pending.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
    }
  }
}
