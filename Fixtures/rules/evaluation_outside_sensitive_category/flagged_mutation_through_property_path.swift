import TrustInsights

// The category is changed through a longer path than a local: a stored screen state's
// context, in the method that evaluates or in another method of the same type, and a
// local copy's context. Each `.other` written that way reaches the evaluator.
struct ScreenTrustState {
  var context: InsightEvaluator.InsightContext
}

final class SupportSessionScreen {
  var screen = ScreenTrustState(
    context: .init(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  var fallback = ScreenTrustState(
    context: .init(
      operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  let evaluator = InsightEvaluator()

  func startRemoteAssistance() async throws {
    screen.context.operationCategory = .other  // expect: evaluation_outside_sensitive_category "'.other'"
    let evaluation = try await evaluator.requestEvaluation(context: screen.context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func configureForChat() {
    self.fallback.context.operationCategory = .other  // expect: evaluation_outside_sensitive_category "'.other'"
  }

  func evaluateFallback() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: self.fallback.context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func evaluateCopy(chat: Bool) async throws {
    var state = screen
    if chat { state.context.operationCategory = .other }  // expect: evaluation_outside_sensitive_category "'.other'"
    let evaluation = try await evaluator.requestEvaluation(context: state.context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
