import TrustInsights

struct NetworkError: Error {}

final class PayoutService {
  func payout(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
    let level = try? evaluation.insight.outcome.get()
    do {
      // `try?` above does not throw into this `do`; only the network call does.
      try await submit(holding: level == .high)
      evaluation.reportConsumption(level == nil ? .notUsedError : .usedUnchangedFriction)
    } catch {
      evaluation.reportConsumption(level == nil ? .notUsedError : .usedUnchangedFriction)
    }
  }

  func payoutCancelled(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) async {
    do {
      let level = try evaluation.insight.outcome.get()
      try await submit(holding: level == .high)
      evaluation.reportConsumption(.usedUnchangedFriction)
    } catch is CancellationError {
      // Not the insight's error.
      evaluation.reportConsumption(.usedUnchangedFriction)
    } catch {
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func payoutInClosure(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    do {
      let read = { try evaluation.insight.outcome.get() }
      try validate(read)
      evaluation.reportConsumption(.usedUnchangedFriction)
    } catch {
      // The closure's `get()` is not run by the `do` itself.
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func submit(holding: Bool) async throws {}
  func validate(_ read: () throws -> IsLikelyBeingCoachedInsight.Value) throws {}
}
