import TrustInsights

// A level read from a dictionary of levels is a `Value?` whose `nil` is a missing key, not a
// failed insight: a `used…` report where the key is missing reports the evaluation it holds.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias Level = IsLikelyBeingCoachedInsight.Value

struct Reporter {
  var byAccount: [String: Level] = [:]
  var recent: [Level]? = nil

  func settle(_ evaluation: CoachingEvaluation, account id: String) {
    guard let level = byAccount[id] else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return
    }
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }

  func latest(_ evaluation: CoachingEvaluation) {
    if recent?[0] == nil {
      evaluation.reportConsumption(.usedEvaluationOnly)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
