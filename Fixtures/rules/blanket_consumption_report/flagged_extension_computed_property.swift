// A brokerage app tests the outcome through a computed property declared in an extension
// of the evaluation type, then reports one constant status for every outcome.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  /// True when the insight came back `.high`.
  var isHighRisk: Bool {
    if case .success(.high) = insight.outcome { return true }
    return false
  }
}

@MainActor
final class TradeTicketModel {
  var showsCoolingOff = false

  func review(_ evaluation: CoachingEvaluation) {
    if evaluation.isHighRisk {
      showsCoolingOff = true
    }
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: blanket_consumption_report
  }
}
