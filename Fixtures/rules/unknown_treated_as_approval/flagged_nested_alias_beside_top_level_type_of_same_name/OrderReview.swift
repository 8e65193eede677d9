import TrustInsights

final class OrderReview {
  private let rules = RulesEngine()
  private(set) var state = "idle"

  func review() async {
    let evaluation: Trust.Evaluation
    do {
      evaluation = try await Trust.evaluate()
    } catch {
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      Trust.settle(evaluation, .usedIncreasedFriction)
    case .success(.unknown):
      Trust.settle(evaluation, .usedUnchangedFriction)
      grantOrder()  // expect: unknown_treated_as_approval
    case .success:
      Trust.settle(evaluation, .usedUnchangedFriction)
    case .failure:
      Trust.settle(evaluation, .notUsedError)
    }
  }

  func fastTrack(_ value: Trust.Insight.Value) -> Bool {
    switch value {
    case .high, .medium:
      return false
    default:
      return skipReview()  // expect: unknown_treated_as_approval
    }
  }

  /// The rules engine's `.unknown` is its own: no finding.
  func rulesBadge(_ evaluation: Evaluation) -> String {
    switch evaluation.outcome {
    case .unknown:
      approveBadge()
      return "new"
    case .allow:
      return "known"
    }
  }

  private func grantOrder() { state = "granted" }
  private func skipReview() -> Bool { true }
  private func approveBadge() {}
}
