import TrustInsights

/// The category passed through the client's closure is found: no "no operation category" note.
struct ShareContact {
  let coaching: CoachingClient = .live

  func share(handle: String) async -> Bool {
    guard let evaluation = try? await coaching.evaluate(.communication) else { return true }
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !high
  }
}
