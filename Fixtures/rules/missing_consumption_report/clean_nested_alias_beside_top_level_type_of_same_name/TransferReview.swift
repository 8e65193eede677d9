import TrustInsights

final class TransferReview {
  private let rules = RulesEngine()
  private var done = false

  func review(amount: Decimal) async {
    let evaluation: Trust.Evaluation
    do {
      evaluation = try await Trust.evaluate()
    } catch {
      return
    }
    if rules.decide(Evaluation(outcome: .allow)) && amount < 10 {
      Trust.settle(evaluation, .notUsedNotNeeded)
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      Trust.settle(evaluation, .usedIncreasedFriction)
    case .success:
      Trust.settle(evaluation, .usedUnchangedFriction)
    case .failure:
      Trust.settle(evaluation, .notUsedError)
    }
  }

  func changePayee(_ payees: PayeeTrust) async throws {
    let evaluation = try await payees.evaluation()
    if case .success(.high) = evaluation.insight.outcome {
      Trust.settle(evaluation, .usedIncreasedFriction)
      return
    }
    Trust.settle(evaluation, .usedUnchangedFriction)
  }

  /// The rules engine's own evaluation: nothing to report to Apple.
  func runRules(amount: Decimal) async throws {
    let evaluation = try await rules.requestEvaluation(for: amount)
    if case .unknown = evaluation.outcome {
      evaluation.reportConsumption("unknown")
      done = rules.decide(evaluation)
    }
  }
}
