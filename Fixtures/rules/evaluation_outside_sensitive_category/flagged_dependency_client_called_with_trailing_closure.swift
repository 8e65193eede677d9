import ComposableArchitecture
import TrustInsights

// A TCA dependency client whose closure takes the category and a decision closure; features
// call it with the decision as a trailing closure (`coaching.assess(.other) { … }`). The
// trailing closure fills the closure's last parameter, so the written `.other` is the
// category; before, such a call was no call of the client and its `.other` went unseen
// (probes-aj p09, where the only call passed `.payment` and left a note).

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

struct FeedbackFeature {
  let coaching: CoachingClient

  func sendFeedbackTapped(large: Bool) async -> Bool {
    await coaching.assess(.other) { $0 && large }  // expect: evaluation_outside_sensitive_category
  }
}
