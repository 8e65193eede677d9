// A stored evaluation reported by the type, then again by one of its own methods that reports
// the property first thing: the method's call is the second report on that path.
import PassKit
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class TopUpViewController {
  private var pendingEvaluation: CoachingEvaluation?

  func paymentSheetDidFinish(added: Bool) {
    pendingEvaluation?.reportConsumption(added ? .usedIncreasedFriction : .usedUnchangedFriction)
    discardEvaluation()  // expect: duplicate_consumption_report "by 'discardEvaluation'" "line 12"
  }

  func paymentSheetDidCancel() {
    guard let evaluation = pendingEvaluation else { return }
    evaluation.reportConsumption(.notUsedNotNeeded)
    self.discardEvaluation()  // expect: duplicate_consumption_report "line 18"
  }

  private func discardEvaluation() {
    pendingEvaluation?.reportConsumption(.notUsedOther)
    pendingEvaluation = nil
  }
}

// The add-pass delegate: reported on success, then a shared cleanup reports on every path.
final class AddPassFlow: NSObject, PKAddPaymentPassViewControllerDelegate {
  var evaluation: CoachingEvaluation?

  private func finish(added: Bool) {
    guard let evaluation else { return }
    evaluation.reportConsumption(added ? .usedUnchangedFriction : .notUsedNotNeeded)
  }

  func addPaymentPassViewController(
    _ controller: PKAddPaymentPassViewController,
    generateRequestWithCertificateChain certificates: [Data], nonce: Data, nonceSignature: Data,
    completionHandler handler: @escaping (PKAddPaymentPassRequest) -> Void
  ) {
    handler(PKAddPaymentPassRequest())
  }

  func addPaymentPassViewController(
    _ controller: PKAddPaymentPassViewController, didFinishAdding pass: PKPaymentPass?, error: Error?
  ) {
    if pass != nil {
      evaluation?.reportConsumption(.usedUnchangedFriction)
    }
    finish(added: pass != nil)  // expect: duplicate_consumption_report "by 'finish'"
    evaluation = nil
  }
}

// A `defer` that runs the cleanup after the body reported.
struct CheckoutSession {
  var pending: CoachingEvaluation?

  mutating func close() {
    defer { discard() }  // expect: duplicate_consumption_report "'defer'"
    pending?.reportConsumption(.usedUnchangedFriction)
  }

  mutating func discard() {
    if let pending {
      pending.reportConsumption(.notUsedOther)
    }
    pending = nil
  }
}

// A `[weak self]` closure: `self?.discard()` runs the same method as `self.discard()` (where
// `self` is gone, neither it nor the report before it runs).
final class DelayedCloseFlow {
  var pending: CoachingEvaluation?

  func closeLater() {
    DispatchQueue.main.async { [weak self] in
      self?.pending?.reportConsumption(.notUsedNotNeeded)
      self?.discard()  // expect: duplicate_consumption_report "by 'discard'"
    }
  }

  private func discard() {
    pending?.reportConsumption(.notUsedOther)
    pending = nil
  }
}
