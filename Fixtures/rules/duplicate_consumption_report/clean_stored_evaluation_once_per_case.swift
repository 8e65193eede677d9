// Near miss of flagged_stored_evaluation_twice_in_a_later_case: each case, and each side of an
// `if`, reports the kept evaluation once; a read in one case says nothing of the others.
import TrustInsights

final class TransferStore {
  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case confirmed(Bool)
    case cancelled
  }

  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func send(_ action: Action) {
    switch action {
    case .riskResponse(.failure):
      evaluation?.reportConsumption(.notUsedError)
    case .riskResponse(.success(let level)):
      evaluation?.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    case .confirmed(let held):
      if held {
        evaluation?.reportConsumption(.usedIncreasedFriction)
      } else {
        evaluation?.reportConsumption(.usedUnchangedFriction)
      }
    case .cancelled:
      evaluation?.reportConsumption(.notUsedNotNeeded)
    }
  }
}
