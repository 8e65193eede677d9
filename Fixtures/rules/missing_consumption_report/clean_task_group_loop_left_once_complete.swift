import TrustInsights

// Task group loops whose early exit runs only once every child's result was taken (probes-ea
// g01, g02, g13, g27), or that `continue` a loop around them whose next pass takes the rest
// (g22): nothing is left in the group to drop. The exit is the direct statement of an `if`
// whose one condition compares with the count of the sequence the children were added over
// (`ids`, `ids.enumerated()`, `0..<ids.count`: g30, g31),
// or tests `group.isEmpty` (the `else` of a `guard` that says the opposite, too).
typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func highCount(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var seen = 0
    var high = 0
    for await evaluation in group {
      seen += 1
      if let evaluation {
        if case .success(.high) = evaluation.insight.outcome { high += 1 }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
      if seen == ids.count { break }
    }
    return high
  }
}

func collected(_ ids: [String], evaluator: InsightEvaluator) async throws -> [PayeeEvaluation] {
  try await withThrowingTaskGroup(of: PayeeEvaluation.self) { group in
    for _ in ids {
      group.addTask { try await evaluator.requestEvaluation(context: payoutContext) }
    }
    var results: [PayeeEvaluation] = []
    for try await evaluation in group {
      results.append(evaluation)
      if ids.count <= results.count { return results }
    }
    return results
  }
}

func drained(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var n = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      n += 1
      guard !group.isEmpty else { break }
    }
    return n
  }
}

func retried(_ ids: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in ids {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var reported = 0
    attempts: while !group.isEmpty {
      for await evaluation in group {
        guard let evaluation else { continue attempts }
        evaluation.reportConsumption(.usedEvaluationOnly)
        reported += 1
      }
    }
    return reported
  }
}

func ordered(_ ids: [String], evaluator: InsightEvaluator) async -> [PayeeEvaluation?] {
  await withTaskGroup(of: (Int, PayeeEvaluation?).self) { group in
    for (index, _) in ids.enumerated() {
      group.addTask { (index, try? await evaluator.requestEvaluation(context: payoutContext)) }
    }
    var ordered = [PayeeEvaluation?](repeating: nil, count: ids.count)
    var filled = 0
    for await (index, evaluation) in group {
      ordered[index] = evaluation
      filled += 1
      if filled == ids.count { return ordered }
    }
    return ordered
  }
}

func byPosition(_ payees: [String], evaluator: InsightEvaluator) async -> Int {
  await withTaskGroup(of: PayeeEvaluation?.self) { group in
    for _ in 0..<payees.count {
      group.addTask { try? await evaluator.requestEvaluation(context: payoutContext) }
    }
    var taken = 0
    for await evaluation in group {
      evaluation?.reportConsumption(.usedEvaluationOnly)
      taken += 1
      guard taken < payees.count else { break }
    }
    return taken
  }
}
