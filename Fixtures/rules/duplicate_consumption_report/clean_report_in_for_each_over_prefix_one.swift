import TrustInsights

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func schedule(_ id: String) {}

// `batch.prefix(1).forEach { … }` runs its closure at most once, as `for id in batch.prefix(1)`
// makes at most one pass (probes-ec: the closure was taken to go round like `payees.forEach`).
// The collection may be empty, so the end is still a leak.
func payFirst(_ batch: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report "reaches the end at line 18"
  batch.prefix(1).forEach { id in
    schedule(id)
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}

func payLast(_ batch: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)
  batch.suffix(1).forEach { id in schedule(id) }
  evaluation.reportConsumption(.usedEvaluationOnly)
}

// Two elements go round again: still a duplicate.
func payFirstTwo(_ batch: [String], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payoutContext)  // expect: missing_consumption_report
  batch.prefix(2).forEach { id in
    schedule(id)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
  }
}
