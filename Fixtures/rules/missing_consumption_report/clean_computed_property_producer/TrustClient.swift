import TrustInsights

typealias SupportEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

/// Two computed evaluation properties. The async one requests an evaluation each time it is
/// read: a producer, so its readers must report what they read. The other is not async and
/// cannot request one (`requestEvaluation` is async): it hands out the evaluation `load`
/// stored, which is the holder's business, so reading it creates nothing.
final class SupportTrust {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  private var stored: SupportEvaluation?

  var fresh: SupportEvaluation {
    get async throws {
      try await evaluator.requestEvaluation(context: context)
    }
  }

  var latest: SupportEvaluation? { stored }

  func load() async throws {
    stored = try await fresh
  }

  /// Inside the type, a bare read of the async property produces too; reported on every path.
  func settle(agentVerified: Bool) async throws {
    let evaluation = try await fresh
    evaluation.reportConsumption(agentVerified ? .usedUnchangedFriction : .notUsedNotNeeded)
  }
}
