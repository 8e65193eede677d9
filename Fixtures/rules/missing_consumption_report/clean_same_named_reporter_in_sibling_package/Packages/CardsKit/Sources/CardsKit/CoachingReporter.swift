import Shared
import TrustInsights

enum CardDecision { case froze, none }

/// CardsKit's reporter reports on every path: its callers count the call as the report.
struct CoachingReporter {
  func report(_ evaluation: CoachingEvaluation, outcome: CardDecision) {
    switch outcome {
    case .froze: evaluation.reportConsumption(.usedIncreasedFriction)
    case .none: evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
