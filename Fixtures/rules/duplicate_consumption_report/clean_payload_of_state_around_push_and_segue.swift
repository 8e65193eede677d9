// Probes: UIKit pushViewController(animated: false) runs the current controller's
// viewWillDisappear override synchronously, which here sets state; performSegue runs
// prepare(for:sender:) synchronously, which hands the evaluation off and sets state. The second
// binding may be another evaluation -> no finding (precision).
import TrustInsights
import UIKit

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class TransferViewController: UIViewController {
  var state: ReviewState = .idle
  var nextEvaluation: CoachingEvaluation?

  override func viewWillDisappear(_ animated: Bool) {
    super.viewWillDisappear(animated)
    state = nextEvaluation.map { .pending($0) } ?? .idle
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    state = nextEvaluation.map { .pending($0) } ?? .idle
  }

  func openHelp() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    navigationController?.pushViewController(UIViewController(), animated: false)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }

  func openLimits() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    performSegue(withIdentifier: "limits", sender: self)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
