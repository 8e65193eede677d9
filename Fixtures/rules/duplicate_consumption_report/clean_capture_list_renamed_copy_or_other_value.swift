// A renamed capture is followed to the stored evaluation only when it copies one (probes-er
// p04-p07, p11): `[coaching = pending]` with a local `pending` receipt, `[coaching =
// self.pending]` where this type's `pending` is no evaluation, two copies of two different
// stored evaluations, and a copy reported once per branch are all clean.
import TrustInsights

final class TransferReceipt {
  func reportConsumption(_ note: String) {}
}

@available(iOS 27.0, *)
final class TransferModel {
  var pending: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  var loginCheck: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func printReceipt() {
    let pending = TransferReceipt()
    Task { [coaching = pending] in
      coaching.reportConsumption("printed")
      coaching.reportConsumption("emailed")
    }
  }

  func signOut() {
    Task { [weak self, transfer = self.pending, login = self.loginCheck] in
      transfer?.reportConsumption(.notUsedNotNeeded)
      login?.reportConsumption(.notUsedNotNeeded)
      self?.loginCheck = nil
    }
  }

  func finish(saved: Bool) {
    Task { [coaching = self.pending] in
      if saved {
        coaching?.reportConsumption(.usedUnchangedFriction)
      } else {
        coaching?.reportConsumption(.notUsedNotNeeded)
      }
    }
  }
}

final class AnalyticsSink {
  func reportConsumption(_ event: String) {}
}

@available(iOS 27.0, *)
final class StatementExportModel {
  var pending = AnalyticsSink()
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func export() {
    Task { [coaching = self.pending] in
      coaching.reportConsumption("export-started")
      coaching.reportConsumption("export-finished")
    }
  }
}
