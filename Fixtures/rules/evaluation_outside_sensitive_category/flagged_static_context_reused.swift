import TrustInsights

enum ProfileTrust {
  // One written `.other`, reaching three evaluator calls: reported once.
  static let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
}

final class ProfileEditor {
  private let evaluator = InsightEvaluator()

  func settingsRowTapped() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: ProfileTrust.context)) == .notDetermined else {
      return false
    }
    return (try? await evaluator.requestAuthorization(for: ProfileTrust.context)) == .authorized
  }

  func save() async {
    guard (try? await evaluator.authorizationStatus(for: ProfileTrust.context)) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: ProfileTrust.context)
    else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
