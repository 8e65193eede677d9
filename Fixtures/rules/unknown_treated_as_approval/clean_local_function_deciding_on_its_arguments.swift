import TrustInsights

typealias Level = IsLikelyBeingCoachedInsight.Value

func approveTransfer() {}
func holdForReview() {}
func requireStepUp() {}
enum Decision { case approved, review, declined }

// A local function with parameters that decides on them (`if approved`, `risky ? … : …`,
// `switch decision`) does what its arguments say; the walker does not evaluate them, so such a
// call is not followed. The value a local function returns is followed only where the branch
// returns it: `if isSafeAmount(amount)` uses it as a predicate.
@available(iOS 27, *)
struct TransferRouter {
  func flag(_ level: Level) {
    func finish(approved: Bool) {
      if approved { approveTransfer() } else { holdForReview() }
    }
    switch level {
    case .medium: finish(approved: true)
    case .unknown, .high: finish(approved: false)
    @unknown default: finish(approved: false)
    }
  }

  func ternary(_ level: Level) -> Decision {
    func verdict(_ risky: Bool) -> Decision { risky ? .review : .approved }
    let decide = { (decision: Decision) in
      switch decision {
      case .approved: approveTransfer()
      case .review, .declined: holdForReview()
      }
    }
    switch level {
    case .unknown:
      decide(.review)
      return verdict(true)
    case .medium: return verdict(false)
    case .high: return .declined
    @unknown default: return verdict(true)
    }
  }

  func anonymousArgument(_ level: Level) {
    let handle: (Bool) -> Void = { if $0 { approveTransfer() } else { holdForReview() } }
    switch level {
    case .medium: handle(true)
    case .unknown, .high: handle(false)
    @unknown default: handle(false)
    }
  }

  func predicate(_ level: Level, amount: Int) {
    func isSafeAmount() -> Bool {
      if amount < 10 { return true }
      return false
    }
    switch level {
    case .unknown:
      if isSafeAmount() { holdForReview() } else { requireStepUp() }
    case .medium, .high:
      requireStepUp()
    @unknown default:
      holdForReview()
    }
  }
}
