import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct Recipient {
  let id: String
  let isVerified: Bool
}

func screenRecipients(_ recipients: [Recipient], evaluator: InsightEvaluator) async throws -> [String] {
  var held: [String] = []
  for recipient in recipients {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)  // expect: missing_consumption_report "'continue' at line 18 ends the iteration inside the 'if' at line 17"
    if recipient.isVerified {
      continue
    }
    if case .success(.high) = evaluation.insight.outcome {
      held.append(recipient.id)
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
  return held
}
