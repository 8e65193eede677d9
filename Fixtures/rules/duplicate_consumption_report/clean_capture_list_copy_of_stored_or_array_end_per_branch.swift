// `[coaching = pending ?? archived.last]` reported once per branch is one report (probes-ex
// p31); `[receipt = pendingReceipt ?? fallbackReceipt]` copies no evaluation at all.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class Receipt {
  func reportConsumption(_ note: String) {}
}

@available(iOS 27.0, *)
final class TransferModel {
  var pending: CoachingEvaluation?
  var archived: [CoachingEvaluation] = []
  var pendingReceipt: Receipt?
  var fallbackReceipt = Receipt()

  func closeSheet(saved: Bool) {
    Task { [coaching = pending ?? archived.last] in
      if saved {
        coaching?.reportConsumption(.usedUnchangedFriction)
      } else {
        coaching?.reportConsumption(.notUsedNotNeeded)
      }
    }
  }

  func printReceipt() {
    Task { [receipt = pendingReceipt ?? fallbackReceipt] in
      receipt.reportConsumption("printed")
      receipt.reportConsumption("emailed")
    }
  }
}
