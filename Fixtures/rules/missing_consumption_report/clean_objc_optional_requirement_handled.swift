import TrustInsights
import UIKit

// The nearest correct code to flagged_objc_optional_requirement_call: the controller takes the
// optional method as a value and reports itself when there is none to call (the method, once
// taken, is a closure whose body the program does not show: the evaluation escapes to it).
// An optional closure property (`onEvaluation?(evaluation)`) is not an `@objc optional`
// requirement: its argument escapes to a closure the program does not declare, as before.

@objc protocol LegacyReviewDelegate: AnyObject {
  @objc optional func review(_ controller: LegacyReviewController, didFinishWith evaluation: AnyObject)
}

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

final class LegacyReviewController: UIViewController {
  weak var delegate: LegacyReviewDelegate?
  var onEvaluation: ((AnyObject) -> Void)?
  private let evaluator = InsightEvaluator()

  func notifyDelegate() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }
    if let handle = delegate?.review {
      handle(self, evaluation)
    } else {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func notifyObserver() async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: wireContext) else { return }
    onEvaluation?(evaluation)
  }
}
