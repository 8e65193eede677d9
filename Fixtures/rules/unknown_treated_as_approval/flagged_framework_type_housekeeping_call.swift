// The framework's housekeeping is left out only where it settles nothing of the app's: a call
// that hands the vendor what it approves, a call on a value, and a static call on a type the
// program declares are still judged by their names in the branch `.unknown` takes.
import QuartzCore
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum Payments {
  static func commit() {}
}

final class Ledger {
  func commit() {}
}

final class TransferBannerViewController: UIViewController {
  private var evaluation: CoachingEvaluation?
  private let ledger = Ledger()
  let transferID = "t-1"

  func evaluationDidLoad() {
    guard let evaluation else { return }
    self.evaluation = nil
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      CATransaction.commit()
      Payments.commit()  // expect: unknown_treated_as_approval
      ledger.commit()  // expect: unknown_treated_as_approval
      VendorRisk.approve(transferID)  // expect: unknown_treated_as_approval
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
