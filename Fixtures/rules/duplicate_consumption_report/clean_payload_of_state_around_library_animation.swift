// Probes: `UIView.animate(withDuration:animations:)` runs the animations block synchronously
// before it returns; the block assigns state -> no duplicate_consumption_report (precision).
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class CoachingBannerController: UIViewController {
  var state: ReviewState = .idle
  let banner = UIView()

  func hideBanner() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    UIView.animate(withDuration: 0.25) {
      self.banner.alpha = 0
      self.state = .idle
    }
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
