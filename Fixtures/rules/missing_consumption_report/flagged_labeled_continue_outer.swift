import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct Recipient {
  let id: String
}

// `continue outer` leaves the inner iteration that owns the evaluation.
func clearRecipients(_ recipients: [Recipient], evaluator: InsightEvaluator) async -> [String] {
  var cleared: [String] = []
  outer: for recipient in recipients {
    for _ in 0..<3 {
      guard let evaluation = try? await evaluator.requestEvaluation(context: messageContext) else { continue }  // expect: missing_consumption_report "'continue outer' at line 19 ends the iteration inside the 'if' at line 18"
      if case .success(.high) = evaluation.insight.outcome {
        continue outer
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
      cleared.append(recipient.id)
      break
    }
  }
  return cleared
}
