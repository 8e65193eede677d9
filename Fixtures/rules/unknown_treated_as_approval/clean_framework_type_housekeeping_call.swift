// A legacy UIKit screen: in the branch `.unknown` takes, it updates its banner inside a Core
// Animation transaction (`CATransaction.begin()` … `CATransaction.commit()`) or an old-style
// animation block (`UIView.commitAnimations()`). `commit` is an approval verb, but a static
// call with no argument on a type the program neither declares, extends nor aliases is the
// framework's housekeeping: it approves nothing, even beside the app's own `commit()`
// (probes-an p105).
import QuartzCore
import TrustInsights
import UIKit

final class Ledger {
  func commit() {}
}

final class TransferBannerViewController: UIViewController {
  private let evaluator = InsightEvaluator()
  private let cautionBanner = UIView()

  func evaluateBeforeReview() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      cautionBanner.isHidden = false
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      CATransaction.begin()
      cautionBanner.isHidden = true
      CATransaction.commit()
      UIView.beginAnimations(nil, context: nil)
      cautionBanner.alpha = 1
      UIView.commitAnimations()
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
