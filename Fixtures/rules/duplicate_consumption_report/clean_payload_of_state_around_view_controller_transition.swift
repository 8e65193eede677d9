// A payload bound twice from `state` around a helper that pops or dismisses a view controller is
// not one evaluation reported twice (probes-fa p45): UIKit calls the view controller's
// viewWillDisappear(_:) override, which sets `state`, before popViewController(animated:) or
// dismiss(animated:) returns.
import Foundation
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class PayeeConfirmViewController: UIViewController {
  var state: ReviewState = .idle

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    state = .idle
  }

  func close() {
    navigationController?.popViewController(animated: false)
  }

  func closeModal() {
    presentingViewController?.dismiss(animated: false)
  }

  func cancelTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    close()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }

  func closeTapped() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    closeModal()
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
