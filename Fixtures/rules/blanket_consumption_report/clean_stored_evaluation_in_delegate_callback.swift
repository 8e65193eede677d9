// The neighbour of flagged_stored_evaluation_in_delegate_callback.swift: the delegate callback
// reads the stored evaluation's outcome and reports what each branch did; another callback
// reports one constant only on some of its paths (the other paths leave the stored evaluation
// to the next callback), and one reports a constant without testing the outcome (the decision
// was made where the sheet was presented). None of them is a blanket report.
import PassKit
import TrustInsights

final class DonationApplePay: NSObject, PKPaymentAuthorizationControllerDelegate {
  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  var warned = false
  var userPaid = false

  func paymentAuthorizationController(
    _ controller: PKPaymentAuthorizationController, didAuthorizePayment payment: PKPayment,
    handler completion: @escaping (PKPaymentAuthorizationResult) -> Void
  ) {
    switch evaluation?.insight.outcome {
    case .success(.high)?:
      evaluation?.reportConsumption(.usedIncreasedFriction)
    case .success?:
      evaluation?.reportConsumption(.usedUnchangedFriction)
    case .failure?, nil:
      evaluation?.reportConsumption(.notUsedError)
    }
    evaluation = nil
    completion(PKPaymentAuthorizationResult(status: .success, errors: nil))
  }

  func paymentAuthorizationControllerDidFinish(_ controller: PKPaymentAuthorizationController) {
    if case .success(.high) = evaluation?.insight.outcome {
      warned = true
    }
    if userPaid {
      evaluation?.reportConsumption(.usedUnchangedFriction)
      evaluation = nil
    }
    controller.dismiss()
  }

  func warningAccepted() {
    evaluation?.reportConsumption(.usedIncreasedFriction)
    evaluation = nil
  }
}
