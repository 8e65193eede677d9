// A capture that binds another value under the stored evaluation's name (`[pending =
// replacement]`, `[pending = ConversionReceipt()]`) is not a copy of the property: its report
// and the property's are two evaluations' (probes-eh c07). `[pending = self.pending]` still is.
import TrustInsights

typealias FXRisk = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class ConversionReceipt {
  func reportConsumption(_ s: String) {}
}

@available(iOS 27.0, *)
final class FXConversionModel {
  var pending: FXRisk?
  var replacement: FXRisk?

  func swap() {
    Task { [pending = replacement, weak self] in
      pending?.reportConsumption(.notUsedNotNeeded)
      self?.pending?.reportConsumption(.notUsedNotNeeded)
    }
  }

  func printReceipt() {
    Task { [pending = ConversionReceipt()] in
      pending.reportConsumption("printed")
      pending.reportConsumption("mailed")
    }
  }

  func cancel(failed: Bool) {
    Task { [pending = self.pending] in
      pending?.reportConsumption(.notUsedNotNeeded)
      if failed {
        pending?.reportConsumption(.notUsedError)  // expect: duplicate_consumption_report "'pending'"
      }
    }
  }
}
