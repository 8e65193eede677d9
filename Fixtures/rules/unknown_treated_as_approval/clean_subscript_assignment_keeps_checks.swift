// A payments app keeps per-payee decisions in dictionaries; `.unknown` keeps the callback it already had.
import Foundation
import TrustInsights

enum PayeeDecision {
  case approved
  case needsCallback
}

@available(iOS 27.0, *)
final class PayeeReviewStore {
  private(set) var decisions: [UUID: PayeeDecision] = [:]
  private(set) var callbackRequired: [UUID: Bool] = [:]

  func record(_ level: IsLikelyBeingCoachedInsight.Value, for payee: UUID) {
    switch level {
    case .unknown:
      decisions[payee] = .needsCallback
      callbackRequired[payee] = true
    case .medium, .high:
      decisions[payee] = .needsCallback
      self.callbackRequired[payee] = true
    @unknown default:
      decisions[payee] = .needsCallback
    }
  }
}
