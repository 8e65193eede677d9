import TrustInsights

// Task group loops that stop taking early but leave nothing behind (probes-dy p160): the rest is
// drained by a second loop; a `continue` keeps taking; children report their own evaluations
// and return a Bool; the loop is left only by a child's rethrown error.
typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func firstHighDrained(_ ids: [String], evaluator: InsightEvaluator) async -> Bool {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var found = false
    for await evaluation in group {
      guard let evaluation else { continue }
      evaluation.reportConsumption(.usedEvaluationOnly)
      if case .success(.high) = evaluation.insight.outcome {
        found = true
        break
      }
    }
    for await rest in group {
      rest?.reportConsumption(.notUsedNotNeeded)
    }
    return found
  }
}

func countHigh(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var high = 0
    for await evaluation in group {
      guard let evaluation else { continue }
      defer { evaluation.reportConsumption(.usedEvaluationOnly) }
      guard case .success(.high) = evaluation.insight.outcome else { continue }
      high += 1
    }
    return high
  }
}

func anyHighReportedByChildren(_ ids: [String], evaluator: InsightEvaluator) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    for _ in ids {
      group.addTask {
        guard let evaluation = try? await evaluator.requestEvaluation(context: payoutContext) else { return false }
        let high: Bool
        if case .success(.high) = evaluation.insight.outcome { high = true } else { high = false }
        evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
        return high
      }
    }
    for await high in group where high {
      group.cancelAll()
      return true
    }
    return false
  }
}

func screenAll(_ ids: [String], evaluator: InsightEvaluator) async throws -> Int {
  try await withThrowingTaskGroup(of: PayeeEvaluation.self) { group in
    for _ in ids {
      group.addTask { try await evaluator.requestEvaluation(context: payoutContext) }
    }
    var high = 0
    for try await evaluation in group {
      if case .success(.high) = evaluation.insight.outcome { high += 1 }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    return high
  }
}
