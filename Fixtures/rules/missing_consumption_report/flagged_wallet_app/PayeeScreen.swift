import Foundation
import TrustInsights

// Clean: the decision is made on the main actor, inside `MainActor.run`, on every path.
final class PayeeScreen: @unchecked Sendable {
  private let coordinator = TrustCoordinator.shared
  var banner: String?

  func add(name: String) async -> Bool {
    guard let evaluation = await coordinator.evaluate(.addPayee) else { return true }
    return await MainActor.run {
      let friction = coordinator.friction(for: evaluation)
      if friction != .none {
        banner = "Check \(name) with someone you trust before you pay them."
      }
      return friction != .hold
    }
  }
}
