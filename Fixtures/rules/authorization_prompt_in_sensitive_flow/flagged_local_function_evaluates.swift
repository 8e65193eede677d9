// A change-phone-number flow keeps its evaluation in a local function and prompts for authorization just before calling it.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

@available(iOS 27.0, *)
final class ChangePhoneNumberFlow {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func confirmNewNumber() async throws {
    func evaluate() async throws -> CoachingEvaluation {
      try await evaluator.requestEvaluation(context: context)
    }
    if try await evaluator.authorizationStatus(for: context) == .notDetermined {
      _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    }
    let evaluation = try await evaluate()
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func confirmNewEmail() async throws {
    func evaluateAndReport() async throws {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    if try await evaluator.authorizationStatus(for: context) == .notDetermined {
      _ = try await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
    }
    try await evaluateAndReport()
  }
}
