import ComposableArchitecture
import TrustInsights

// The nearest correct code: every call of the client's closure, written with the decision as a
// trailing closure, passes a sensitive category; the category is found at those calls (no
// "no operation category found" note).

struct CoachingClient: Sendable {
  var assess:
    @Sendable (InsightEvaluator.OperationCategory, _ addsFriction: @Sendable (Bool) -> Bool) async -> Bool
}

extension CoachingClient: DependencyKey {
  static var liveValue: CoachingClient {
    CoachingClient(assess: { category, addsFriction in
      let context = InsightEvaluator.InsightContext(
        operationCategory: category,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
      guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: context) else { return false }
      guard case .success(let level) = evaluation.insight.outcome else {
        evaluation.reportConsumption(.notUsedError)
        return false
      }
      let elevated = addsFriction(level == .high)
      evaluation.reportConsumption(elevated ? .usedIncreasedFriction : .usedUnchangedFriction)
      return elevated
    })
  }
  static var testValue: CoachingClient { CoachingClient(assess: { _, _ in false }) }
}

struct P2PFeature {
  let coaching: CoachingClient

  func payTapped(amount: Decimal) async -> Bool {
    await coaching.assess(.payment) { $0 && amount > 500 }
  }

  func changeEmailTapped() async -> Bool {
    await coaching.assess(.account) { elevated in elevated }
  }
}
