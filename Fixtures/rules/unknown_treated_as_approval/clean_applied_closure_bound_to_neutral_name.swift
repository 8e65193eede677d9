// Probe aq p171: an applied closure bound to a name without an approval word returns `true`
// for `.unknown` as caution (more review), not approval.
import TrustInsights

func requestManualReview() {}

func instantTransfer(level: IsLikelyBeingCoachedInsight.Value) {
  let needsReview: Bool = {
    switch level {
    case .unknown: return true
    default: return level == .high
    }
  }()
  if needsReview { requestManualReview() }
}

final class ExpressLane {
  let level: IsLikelyBeingCoachedInsight.Value
  init(level: IsLikelyBeingCoachedInsight.Value) { self.level = level }

  lazy var isUnsafe: Bool = {
    if level == .unknown { return true }
    return level != .medium
  }()
}
