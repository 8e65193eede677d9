import TrustInsights

// A loop over a non-empty literal (an array literal, a range between integer literals) makes
// at least one pass: the report in its body is made on every path, and a loop of one pass
// does not go round again.
final class NotificationModel {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func notifyOnce() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for channel in ["push"] {
      print(channel)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }

  func firstChannel() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for channel in ["push", "sms"] {
      print(channel)
      evaluation.reportConsumption(.usedEvaluationOnly)
      break
    }
  }

  func singleAttempt() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    for _ in 0..<1 {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    for _ in 1...1 {
      print("done")
    }
  }

  func eachLiteral() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    ["push"].forEach { channel in
      print(channel)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
