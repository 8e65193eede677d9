import TrustInsights
import UIKit

// An Objective-C-era delegate protocol with an `@objc optional` requirement (the evaluation
// travels as `AnyObject`: an @objc method cannot take the generic class). A call
// `delegate.review?(…)` is skipped when the conformer does not implement the method, and
// `delegate?.review?(…)` also when the delegate is nil: the evaluation is then never
// reported, as for `output?.present(evaluation)`.

@objc protocol LegacyReviewDelegate: AnyObject {
  @objc optional func review(_ controller: LegacyReviewController, didFinishWith evaluation: AnyObject)
}

final class WireViewController: UIViewController, LegacyReviewDelegate {
  func review(_ controller: LegacyReviewController, didFinishWith evaluation: AnyObject) {
    guard let evaluation = evaluation as? InsightEvaluation<IsLikelyBeingCoachedInsight> else { return }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class LegacyReviewController: UIViewController {
  weak var delegate: LegacyReviewDelegate?
  unowned let owner: LegacyReviewDelegate
  private let evaluator = InsightEvaluator()

  init(owner: LegacyReviewDelegate) {
    self.owner = owner
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("not supported") }

  func notifyDelegate() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }  // expect: missing_consumption_report "'delegate?.review?(…)' at line 42 is skipped (a nil link, or the optional method not implemented)"
    delegate?.review?(self, didFinishWith: evaluation)
  }

  func notifyOwner() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }  // expect: missing_consumption_report "'owner.review?(…)' at line 47 is skipped"
    owner.review?(self, didFinishWith: evaluation)
  }
}
