// A capture list's copy of the own type's stored evaluation under another name (`[coaching =
// self.pending]`, `[coaching = pending]`), or under the property's name beside a local that
// shadows it (`[pending = self.pending]`), is the evaluation the property holds: two reports
// of it on one of the closure's paths are a duplicate (probes-er p01, p02, p03, p10, p37).
// Before, only a copy under the property's own name was followed.
import TrustInsights

final class PaymentReceipt {
  func reportConsumption(_ note: String) {}
}

@available(iOS 27.0, *)
final class WireTransferViewModel {
  var pending: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func refresh() async {}

  func cancelTransfer() {
    Task { [coaching = self.pending] in
      coaching?.reportConsumption(.notUsedNotNeeded)
      coaching?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report "'pending'"
    }
  }

  func abandon(declined: Bool) {
    let pending = PaymentReceipt()
    pending.reportConsumption("abandoned")
    Task { [pending = self.pending] in
      pending?.reportConsumption(.notUsedNotNeeded)
      if declined {
        pending?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report
      }
    }
  }

  func closeTicket(failed: Bool) {
    Task { [weak self, coaching = pending] in
      if failed {
        coaching?.reportConsumption(.notUsedError)
      }
      await self?.refresh()
      coaching?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }

  func teardown() {
    Task { [first = self.pending, second = self.pending] in
      first?.reportConsumption(.notUsedNotNeeded)
      second?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
