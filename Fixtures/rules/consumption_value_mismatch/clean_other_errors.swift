import TrustInsights

struct TransferError: Error {}

func transfer(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>, amount: Int) async {
  let level: IsLikelyBeingCoachedInsight.Value
  do {
    level = try evaluation.insight.outcome.get()
  } catch {
    evaluation.reportConsumption(.notUsedError)
    return
  }
  do {
    try await send(amount, holding: level == .high)
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  } catch {
    // A failed transfer, not a failed insight: the insight was used.
    evaluation.reportConsumption(level == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
  }
}

func send(_ amount: Int, holding: Bool) async throws {
  if amount < 0 { throw TransferError() }
}
