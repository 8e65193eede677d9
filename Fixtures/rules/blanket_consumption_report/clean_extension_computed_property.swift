// A brokerage app's evaluation extension: a property that tests the outcome (each branch reports
// what it did) and one that does not (logging it is no outcome test, so one constant report is fine).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

extension InsightEvaluation where Insight == IsLikelyBeingCoachedInsight {
  var isHighRisk: Bool {
    if case .success(.high) = insight.outcome { return true }
    return false
  }

  var auditLabel: String { "coaching-evaluation" }
}

@MainActor
final class TradeTicketModel {
  var showsCoolingOff = false
  var log: [String] = []

  func review(_ evaluation: CoachingEvaluation) {
    if evaluation.isHighRisk {
      showsCoolingOff = true
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func record(_ evaluation: CoachingEvaluation) {
    log.append(evaluation.auditLabel)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
