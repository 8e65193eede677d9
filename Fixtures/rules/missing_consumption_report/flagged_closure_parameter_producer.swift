import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
/// How a screen gets its evaluation: the live evaluator in the app, a stub in previews.
typealias EvaluationProvider = @Sendable () async throws -> CoachingEvaluation

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The flow is handed how to evaluate; calling the closure makes the evaluation it owes.
func confirmPayee(name: String, evaluate: () async throws -> CoachingEvaluation) async throws -> Bool {
  let evaluation = try await evaluate()  // expect: missing_consumption_report "returns at line 15 in the 'else' of the 'guard' at line 15"
  guard !name.isEmpty else { return false }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

final class RecoveryEmailModel {
  private let provider: EvaluationProvider

  init(provider: @escaping EvaluationProvider) {
    self.provider = provider
  }

  // A stored closure named through a function-type alias.
  func change(to email: String) async throws -> Bool {
    let evaluation = try await provider()  // expect: missing_consumption_report "returns at line 31 inside the 'if' at line 30"
    if email.isEmpty {
      return false
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}

func addPayee(evaluator: InsightEvaluator) async throws -> Bool {
  try await confirmPayee(name: "Ada") { try await evaluator.requestEvaluation(context: payeeContext) }
}

let recoveryModel = RecoveryEmailModel(provider: {
  try await InsightEvaluator().requestEvaluation(context: payeeContext)
})
