import TrustInsights

// Early exits that look like "all results are in" but are not (probes-ea): one short of the
// count, the count of another sequence than the one the children were added over, and a
// completeness test joined with `||`. Each drops what children already returned.
typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func oneShort(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }  // expect: missing_consumption_report "'break' at line 21 leaves the loop"
    }
    var seen = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      seen += 1
      if seen == ids.count - 1 { break }
    }
    return seen
  }
}

func otherCount(_ ids: [String], limits: [Int], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }  // expect: missing_consumption_report "returns at line 36"
    }
    var seen = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      seen += 1
      if seen >= limits.count { return seen }
    }
    return seen
  }
}

func completeOrCancelled(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }  // expect: missing_consumption_report "'break' at line 51 leaves the loop"
    }
    var seen = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      seen += 1
      if seen == ids.count || Task.isCancelled { break }
    }
    return seen
  }
}

// Two loops add children: the count of one of them is not the number of results.
func twoBatches(_ ids: [String], extras: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    for _ in extras {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }  // expect: missing_consumption_report "'break' at line 70 leaves the loop"
    }
    var seen = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      seen += 1
      if seen == ids.count { break }
    }
    return seen
  }
}
