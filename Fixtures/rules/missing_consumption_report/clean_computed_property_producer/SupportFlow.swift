import TrustInsights

final class SupportFlow {
  let trust = SupportTrust()

  func unlock(pinMatches: Bool) async throws -> Bool {
    let evaluation = try await trust.fresh
    guard pinMatches else {
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    return true
  }

  /// Reading the stored evaluation through a plain computed property is not a new one.
  func shouldSlowDown() -> Bool {
    trust.latest?.insight.outcome == .success(.high)
  }
}
