import UIKit

final class TransferViewController: UIViewController {
  private var pending: Task<CoachingEvaluation?, Never>?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    startEvaluation()
  }

  private func startEvaluation() {
    let context = TrustInsightsCheck.context()
    pending = Task { await TrustInsightsCheck.evaluate(context) }
  }
}
