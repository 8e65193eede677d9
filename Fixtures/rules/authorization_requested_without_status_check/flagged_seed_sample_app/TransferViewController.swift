import UIKit

final class TransferViewController: UIViewController {
  private var pending: Task<CoachingEvaluation?, Never>?

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    startEvaluation()
  }

  // Started as soon as the screen appears: the seconds pass while the person reads it.
  private func startEvaluation() {
    let context = TrustInsightsCheck.context()
    pending = Task { await TrustInsightsCheck.evaluate(context) }
  }

  func confirmTapped() {
    Task {
      let evaluation = await pending?.value
      switch TrustInsightsCheck.decide(evaluation) {
      case .none: send()
      case .warn: showWarning()
      case .hold: holdTransfer()
      }
    }
  }

  private func send() {}
  private func showWarning() {}
  private func holdTransfer() {}
}
