import TrustInsights

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// `batch.prefix(upTo: 1)` and `batch.prefix(through: 0)` hold the element at position 0 at
// most, as `prefix(1)` does: a report in the body is no duplicate (probes-ea p02). The batch
// may be empty, so the end is still a leak.
func notifyFirst(_ contacts: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report "reaches the end at line 16"
  for contact in contacts.prefix(upTo: 1) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    print(contact)
  }
}

func notifyFirstThrough(_ contacts: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
  for contact in contacts.prefix(through: 0) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    print(contact)
    return
  }
  evaluation.reportConsumption(.notUsedNotNeeded)
}

// Positions below 2 go round again: still a duplicate.
func notifyFirstTwo(_ contacts: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report
  for contact in contacts.prefix(upTo: 2) {
    print(contact)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
