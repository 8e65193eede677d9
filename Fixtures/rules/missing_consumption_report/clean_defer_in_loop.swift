import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct Recipient {
  let id: String
}

// One evaluation per recipient, reported by the iteration's `defer` on every way out of it.
func screen(_ recipients: [Recipient], evaluator: InsightEvaluator) async throws -> [String] {
  var held: [String] = []
  for recipient in recipients {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    var status = InsightEvaluationConsumptionStatus.usedUnchangedFriction
    defer { evaluation.reportConsumption(status) }
    guard case .success(let level) = evaluation.insight.outcome else {
      status = .notUsedError
      continue
    }
    if level == .high {
      status = .usedIncreasedFriction
      held.append(recipient.id)
    }
  }
  return held
}
