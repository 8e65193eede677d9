import TrustInsights

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol PayoutLedger {
  func send(_ amount: Int, to id: String) async throws
}

// `batch.prefix(1)` and `batch.suffix(1)` hold one element at most: a report in the body is not
// reached again on a second pass (probes-dy p111: "reported again … on an earlier pass"). The
// collection may be empty, so the loop may make no pass and the end is still a leak.
func payFirst(_ batch: [String], evaluator: InsightEvaluator, ledger: PayoutLedger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report "reaches the end at line 20"
  for id in batch.prefix(1) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    try await ledger.send(1, to: id)
  }
}

func payLast(_ batch: [String], evaluator: InsightEvaluator, ledger: PayoutLedger) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
  for id in batch.suffix(1) {
    evaluation.reportConsumption(.usedEvaluationOnly)
    try await ledger.send(1, to: id)
    return
  }
  evaluation.reportConsumption(.notUsedNotNeeded)
}

// Two elements go round again: still a duplicate.
func payFirstTwo(_ batch: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report
  for id in batch.prefix(2) {
    print(id)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
