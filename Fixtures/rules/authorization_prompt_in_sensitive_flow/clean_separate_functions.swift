import TrustInsights

final class TrustController {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  // Onboarding asks once, at a calm moment.
  func onboardingDidFinish() async {
    guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
    _ = try? await evaluator.requestAuthorization(for: context)
  }

  // The transfer only evaluates.
  func transfer() async {
    guard (try? await evaluator.authorizationStatus(for: context)) == .authorized,
      let evaluation = try? await evaluator.requestEvaluation(context: context)
    else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
