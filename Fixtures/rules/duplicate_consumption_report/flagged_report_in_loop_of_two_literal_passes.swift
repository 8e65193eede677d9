import TrustInsights

// A literal of two elements makes two passes: the report in the body is made twice (and
// never zero times: no missing report).
final class NotificationModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func notify(primary: String, backup: String) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for recipient in [primary, backup] {  // expect-note: duplicate_consumption_report "the loop runs again"
      print(recipient)
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "earlier pass of the 'for' loop" // expect-note: duplicate_consumption_report "first report"
    }
  }

  func retryTwice() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for _ in 0..<2 {
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    }
  }

  func eachChannel() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    ["push", "sms"].forEach { channel in
      print(channel)
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
    }
  }
}
