import Foundation
import Shared
import TrustInsights

enum CardDecision { case froze, none }

/// CardsKit's reporter only logs: it never reports, so its callers still owe the report.
struct CoachingReporter {
  func report(_ evaluation: CoachingEvaluation, outcome: CardDecision) {
    NSLog("card coaching %@", "\(outcome)")
  }
}
