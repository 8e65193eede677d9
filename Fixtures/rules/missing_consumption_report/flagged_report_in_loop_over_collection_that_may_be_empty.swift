import TrustInsights

// A collection held in a name (or made by a call) may be empty: the loop may make no pass,
// and the report in its body is then never made. A literal loop that skips its report
// (`where`, `continue`, `return`) leaks on that path too.
final class NotificationModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func notify(channels: [String]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    for channel in channels {
      print(channel)
      evaluation.reportConsumption(.usedEvaluationOnly)
      break
    }
  }

  func notifyUnlessMuted(muted: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    for _ in ["push"] where !muted {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func attemptUnlessCancelled(cancelled: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    for _ in 0..<1 {
      if cancelled { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
