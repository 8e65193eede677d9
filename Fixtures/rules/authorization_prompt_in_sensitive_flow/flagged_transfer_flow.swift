import TrustInsights

struct CoachingRiskEvaluator {
  enum Result {
    case unavailable
    case evaluated
  }

  private let evaluator = InsightEvaluator()

  func evaluate(amount: Int) async -> Result {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    do {
      let status = try await evaluator.authorizationStatus(for: context)
      if status == .notDetermined {
        // Mid-transfer: a scammer on the phone says "tap Not Now".
        guard try await evaluator.requestAuthorization(for: context) == .authorized else { return .unavailable }  // expect: authorization_prompt_in_sensitive_flow
      }
      let assessment = try await evaluator.requestEvaluation(context: context)
      assessment.reportConsumption(.usedEvaluationOnly)
      return .evaluated
    } catch {
      return .unavailable
    }
  }

  func evaluateInTask(context: InsightEvaluator.InsightContext) {
    Task {
      guard (try? await evaluator.authorizationStatus(for: context)) != .denied,
        (try? await evaluator.requestAuthorization(for: context)) == .authorized  // expect: authorization_prompt_in_sensitive_flow
      else { return }
      let assessment = try await evaluator.requestEvaluation(context: context)
      assessment.reportConsumption(.usedEvaluationOnly)
    }
  }

  func start() {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    evaluateInTask(context: context)
  }
}
