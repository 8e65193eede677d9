// An Apple Pay checkout keeps the evaluation it requested before presenting the sheet and
// reports it in the delegate callback. The callback reads the stored evaluation's outcome and
// then reports one constant whatever it was: '.unknown', '.high' and a failed insight all
// report the same thing (probes-ar p50).
import PassKit
import TrustInsights

final class TicketApplePay: NSObject, PKPaymentAuthorizationControllerDelegate {
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  var requiresManualReview = false

  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {
    guard let evaluation else {
      completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
      return
    }
    if case .success(.high) = evaluation.insight.outcome {
      requiresManualReview = true
    }
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: blanket_consumption_report "'.usedUnchangedFriction' on every path"
    completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
  }

  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
    if case .success(.high) = evaluation?.insight.outcome {
      requiresManualReview = true
    }
    evaluation?.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
    evaluation = nil
    controller.dismiss()
  }
}
