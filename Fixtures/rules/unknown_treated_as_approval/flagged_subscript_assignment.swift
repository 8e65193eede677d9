// A payments app keeps per-payee decisions in dictionaries; `.unknown` marks the payee approved and trusted.
import Foundation
import TrustInsights

enum PayeeDecision {
  case approved
  case needsCallback
}

@available(iOS 27.0, *)
final class PayeeReviewStore {
  private(set) var decisions: [UUID: PayeeDecision] = [:]
  private(set) var trustedPayees: [UUID: Bool] = [:]

  func record(_ level: IsLikelyBeingCoachedInsight.Value, for payee: UUID) {
    switch level {
    case .unknown:
      decisions[payee] = .approved  // expect: unknown_treated_as_approval
      self.trustedPayees[payee] = true  // expect: unknown_treated_as_approval
    case .medium, .high:
      decisions[payee] = .needsCallback
      trustedPayees[payee] = false
    @unknown default:
      decisions[payee] = .needsCallback
    }
  }
}
