import TrustInsights

final class SecuritySettingsViewModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  // The calm moment: a settings row, after the app explained what the feature does.
  func didTapEnableScamProtection() async -> Bool {
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return false }
    return (try? await evaluator.requestAuthorization(for: context)) == .authorized
  }
}

final class TransferViewModel {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  // The transfer only checks the status; without permission the usual checks decide.
  func review() async {
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized else { return }
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
