// Probe aq p171: a closure applied where it is written (`{ … }()`) gives its `return`s to the
// name it is bound to, as a function's name does: `true` for `.unknown` into `isSafe`.
import TrustInsights

func unlockInstantTransfer() {}

func instantTransfer(level: IsLikelyBeingCoachedInsight.Value) {
  let isSafe: Bool = {
    switch level {
    case .unknown: return true  // expect: unknown_treated_as_approval "returns 'true' from 'isSafe'"
    default: return false
    }
  }()
  if isSafe { unlockInstantTransfer() }
}

final class ExpressLane {
  let level: IsLikelyBeingCoachedInsight.Value
  init(level: IsLikelyBeingCoachedInsight.Value) { self.level = level }

  lazy var allowsExpress: Bool = {
    if level == .unknown { return true }  // expect: unknown_treated_as_approval "returns 'true' from 'allowsExpress'"
    return false
  }()
}
