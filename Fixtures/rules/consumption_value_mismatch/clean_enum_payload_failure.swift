import TrustInsights

final class TransferStore {
  enum Action {
    case riskResponse(Result<IsLikelyBeingCoachedInsight.Value, InsightError>)
    case network(Result<Int, Error>)
  }

  var evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>?
  var lastLevel: IsLikelyBeingCoachedInsight.Value?

  func send(_ action: Action) {
    switch action {
    case .riskResponse(.failure):
      evaluation?.reportConsumption(.notUsedError)
    case .riskResponse(.success(let level)):
      lastLevel = level
      evaluation?.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    case .network(.failure):
      // The app's own request failed, not the insight: the level was used.
      evaluation?.reportConsumption(lastLevel == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    case .network:
      break
    }
  }
}
