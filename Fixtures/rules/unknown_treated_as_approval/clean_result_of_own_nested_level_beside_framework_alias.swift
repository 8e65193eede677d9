// A `Result` whose success type is a name the enclosing type declares itself (a loyalty
// program's own nested `enum Level`) is that type's result, even when another type of the
// program aliases the framework's level under the same name: `.success(.unknown)` there is
// the app's own tier, no unknown branch (probes-eo p04).
import TrustInsights

final class FraudGate {
  typealias Level = IsLikelyBeingCoachedInsight.Value
  func holdTransfer() {}

  func decide(_ outcome: Result<Level, InsightError>) {
    if case .success(.high) = outcome { holdTransfer() }
  }
}

struct LoyaltyProgram {
  enum Level { case unknown, silver, gold }
  enum LoyaltyError: Error { case offline }

  func grantLoungeAccess() {}
  func showUpsell() {}

  func apply(_ result: Result<Level, LoyaltyError>) {
    switch result {
    case .success(.unknown): grantLoungeAccess()
    case .success: grantLoungeAccess()
    case .failure: showUpsell()
    }
  }

  func cached(_ result: Result<Level, LoyaltyError>?) {
    if case .success(.unknown)? = result { grantLoungeAccess() }
  }
}
