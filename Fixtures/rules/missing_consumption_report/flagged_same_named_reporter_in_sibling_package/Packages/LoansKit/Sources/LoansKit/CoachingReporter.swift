import Shared
import TrustInsights

/// LoansKit's reporter reports on every path.
struct CoachingReporter {
  func report(_ evaluation: CoachingEvaluation, outcome: String) {
    evaluation.reportConsumption(outcome == "hold" ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}
