import Foundation
import Shared
import TrustInsights

/// LoansKit's reporter only logs; loan flows report themselves.
struct CoachingReporter {
  func report(_ evaluation: CoachingEvaluation, outcome: String) {
    NSLog("loan coaching %@ %@", "\(evaluation.insight.insightID)", outcome)
  }
}
