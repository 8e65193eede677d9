// A store reports the evaluation it keeps from each action's case; the second case reports it
// twice. The first case's read of the property does not hold for the other cases (no path goes
// through both), so the second case's two reads are one evaluation reported twice.
import TrustInsights

final class TransferStore {
  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case confirmed(Bool)
  }

  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func send(_ action: Action) {
    switch action {
    case .riskResponse(.failure):
      evaluation?.reportConsumption(.notUsedError)
    case .riskResponse(.success(let level)):
      evaluation?.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      evaluation?.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "read from 'evaluation' is reported again on a path that already reported it at line 19"
    case .confirmed(let held):
      if held {
        evaluation?.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation?.reportConsumption(.usedUnchangedFriction)
      }
      evaluation?.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report "reported again"
    }
  }
}
