// Probes: `view.layoutIfNeeded()` runs the controller's viewDidLayoutSubviews override
// synchronously; it sets state here -> no duplicate_consumption_report (precision).
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class ReviewController: UIViewController {
  var state: ReviewState = .idle
  var compact = false

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    if view.bounds.width < 320 { state = .idle }
  }

  func relayout() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    view.layoutIfNeeded()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
