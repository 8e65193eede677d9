// A multi-pattern case that lists `.unknown` is an unknown branch (RULES.md), also when its
// label lists every level (`case .unknown, .medium, .high:`): the approval there is given to
// `.unknown` as to the others (probes-er p32). Before, a case every named value takes was no
// unknown branch, though one case per level setting the same flag was one. The code after
// the switch, where the levels meet again, is still in no branch.
import TrustInsights

final class Ledger {
  func approveTransfer() {}
  func commitTransfer() {}
}

@available(iOS 27.0, *)
final class SendMoneyModel {
  var isSafeToSend = false
  let ledger = Ledger()

  func apply(level: IsLikelyBeingCoachedInsight.Value) {
    switch level {
    case .unknown, .medium, .high:
      isSafeToSend = true  // expect: unknown_treated_as_approval "sets 'isSafeToSend'"
    @unknown default:
      isSafeToSend = false
    }
  }

  func settle(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium), .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      ledger.approveTransfer()  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func release(level: IsLikelyBeingCoachedInsight.Value) {
    var needsCallback = true
    switch level {
    case .unknown, .medium:
      needsCallback = true
    case .high:
      needsCallback = true
    @unknown default:
      needsCallback = true
    }
    if !needsCallback {
      ledger.commitTransfer()
    }
  }
}
