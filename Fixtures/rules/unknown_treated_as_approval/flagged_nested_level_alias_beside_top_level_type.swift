// A type aliases the framework's level under a simple name (`FraudGate.Level`) that a type
// declared at file level also has (the app's `enum Level` of membership tiers). Inside
// FraudGate, `Level` and `Result<Level, InsightError>` are the level and the outcome; outside
// it, `Level` is the file-level enum, so `.unknown` there is the app's own tier and no unknown
// branch (probes-eo p48).
import TrustInsights

enum Level { case unknown, basic, plus }
enum TierError: Error { case offline }

final class FraudGate {
  typealias Level = IsLikelyBeingCoachedInsight.Value
  func approveTransfer() {}
  func hold() {}

  func decide(_ outcome: Result<Level, InsightError>) {
    switch outcome {
    case .success(.unknown): approveTransfer()  // expect: unknown_treated_as_approval "approveTransfer"
    case .success, .failure: hold()
    }
  }

  func screen(_ level: Level) {
    if level == .unknown { approveTransfer() }  // expect: unknown_treated_as_approval "approveTransfer"
  }
}

struct TierBadge {
  func grantBadge() {}

  func show(_ result: Result<Level, TierError>) {
    if case .success(.unknown) = result { grantBadge() }
  }

  func show(_ tier: Level) {
    if tier == .unknown { grantBadge() }
  }
}
