import TrustInsights

/// A store whose actions carry the outcome: `case .riskResponse(.failure)` is the insight's failure.
final class TransferStore {
  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case submit
  }

  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?

  func send(_ action: Action) {
    switch action {
    case .riskResponse(.failure):
      evaluation?.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
    case .riskResponse(.success(let level)):
      evaluation?.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    case .submit:
      break
    }
  }
}
