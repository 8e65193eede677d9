// A capture list's copy of the stored evaluation reported once in the closure; a local of the
// same name (an app's own value, not the property) captured and used twice is not read as the
// property.
import TrustInsights

final class Receipt {
  func reportConsumption(_ note: String) {}
}

@available(iOS 27.0, *)
final class RecoveryEmailViewModel {
  var pending: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  deinit {
    Task { [pending] in
      pending?.reportConsumption(.notUsedNotNeeded)
    }
  }

  func printReceipt() {
    let pending = Receipt()
    Task { [pending] in
      pending.reportConsumption("printed")
      pending.reportConsumption("archived")
    }
  }
}
