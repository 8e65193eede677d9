import TrustInsights

/// `.other` reaches the live closure's context through the client's own initializer.
struct ShareContact {
  let coaching: CoachingClient = .live

  func share(handle: String) async -> Bool {
    let pending = try? await coaching.evaluate(.other)  // expect: evaluation_outside_sensitive_category
    guard let evaluation = pending else { return true }
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !high
  }
}
