import TrustInsights

// A loop over a literal of one element (`[x]`, `0..<1`, `1...1`) makes one pass: the report
// in its body is not reached again, and `continue` leaves the loop.
final class NotificationModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func notify(recipient: String, rows: [Int]) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    outer: for name in [recipient] {
      for row in rows where row < 0 {
        evaluation.reportConsumption(.usedIncreasedFriction)
        continue outer
      }
      print(name)
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }

  func attempt() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for _ in 1...1 {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    let next = try await evaluator.requestEvaluation(context: context)
    (0..<1).forEach { _ in
      next.reportConsumption(.usedEvaluationOnly)
    }
  }
}
