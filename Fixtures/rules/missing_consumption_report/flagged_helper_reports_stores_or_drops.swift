import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// Deferred transfers keep the evaluation for later (the new holder's business), high ones
// report, and the rest drop it: the helper is at fault for the last path.
final class TransferQueue {
  var deferred: [CoachingEvaluation] = []

  func route(_ evaluation: CoachingEvaluation, isScheduled: Bool) -> Bool {  // expect: missing_consumption_report "returns at line 24"
    if isScheduled {
      deferred.append(evaluation)
      return true
    }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }

  func send(evaluator: InsightEvaluator, isScheduled: Bool) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(context: transferContext)
    return route(evaluation, isScheduled: isScheduled)
  }
}
