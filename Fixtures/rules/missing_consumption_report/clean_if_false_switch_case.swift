import TrustInsights

// A case parked in `#if false` inside a switch is never compiled: its path without a report is
// no path of the program.
enum Review { case hold, approved, checks }

@available(iOS 27.0, *)
func review(_ e: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Review {
  switch e.insight.outcome {
  case .success(.high):
    e.reportConsumption(.usedIncreasedFriction)
    return .hold
  #if false
    case .success(.unknown):
      return .approved
  #endif
  default:
    e.reportConsumption(.usedUnchangedFriction)
    return .checks
  }
}
