import Foundation
import TrustInsights

// Clean: the completion handler outlives the call and takes the evaluation over.
final class RemoteSupportController {
  private let coordinator = TrustCoordinator.shared

  func requestScreenShare(completion: @escaping (Bool) -> Void) {
    Task {
      guard let evaluation = await coordinator.evaluate(.startRemoteSupport) else {
        completion(true)
        return
      }
      let friction = coordinator.friction(for: evaluation)
      completion(friction == .none)
    }
  }

  func confirmLater(_ evaluation: CoachingEvaluation, present: (@escaping () -> Void) -> Void) {
    present {
      _ = self.coordinator.friction(for: evaluation)
    }
  }
}
