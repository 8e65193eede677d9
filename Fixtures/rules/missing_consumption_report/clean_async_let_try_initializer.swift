// An `async let` initializer runs in a child task: `async let profile = try api.profile()`
// throws nothing at its declaration, its error surfaces where `profile` is awaited, here with
// `try?`, which does not leave. A fire-and-forget `Task { try await … }` cannot throw out
// either. Every path reports once (probes-ak p91: the declaration was read as an exit).
import TrustInsights

struct Profile { let tenureMonths: Int }

struct BankAPI {
  func profile() async throws -> Profile { Profile(tenureMonths: 12) }
  func limit() async throws -> Int { 500 }
}

final class OverdraftOptIn {
  let evaluator = InsightEvaluator()
  let api = BankAPI()
  var offered = false

  func optIn() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(
        operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    )
    async let profile = try api.profile()
    async let limit = try api.limit()
    let tenure = (try? await profile)?.tenureMonths ?? 0
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      offered = tenure > 6
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
    // Awaited after the report: its error leaves with nothing owed.
    _ = try await limit
  }

  // The evaluation itself started as an `async let` with `try`: owed from the declaration,
  // nothing is owed when awaiting it throws.
  func optInConcurrently() async throws {
    async let pending = try evaluator.requestEvaluation(
      context: .init(
        operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    )
    let evaluation = try await pending
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  // A tuple of child tasks: `async let (a, b) = (try …, try …)` throws at the await only.
  func optInWithBoth() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: .init(
        operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    )
    async let (profile, limit) = (try api.profile(), try api.limit())
    let both = try? await (profile, limit)
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(both == nil ? .usedEvaluationOnly : .usedUnchangedFriction)
    }
  }
}
