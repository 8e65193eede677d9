import TrustInsights

let messageContext = InsightEvaluator.InsightContext(
  operationCategory: .communication,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// The iteration's `defer` reports every evaluation, so the report in the high branch is
// followed by a second one when the iteration ends.
func screen(_ ids: [String], evaluator: InsightEvaluator) async throws -> [String] {
  var held: [String] = []
  for id in ids {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    defer { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report "line 16" "runs at the end of the loop's body at line 19"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      held.append(id)
    }
  }  // expect-note: duplicate_consumption_report "the 'defer' at line 14 runs here and reports again"
  return held
}

// A `continue` runs the iteration's `defer` too: the message and a note name it.
func skipFlagged(_ ids: [String], evaluator: InsightEvaluator) async throws {
  for id in ids {
    let evaluation = try await evaluator.requestEvaluation(context: messageContext)
    defer { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report "runs at the 'continue' at line 30"
    if id.isEmpty {
      evaluation.reportConsumption(.notUsedNotNeeded)
      continue  // expect-note: duplicate_consumption_report "the 'defer' at line 27 runs here and reports again"
    }
    print(id)
  }
}

// A `do` block's `defer` runs at its closing brace.
func once(_ id: String, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: messageContext)
  do {
    defer { evaluation.reportConsumption(.usedUnchangedFriction) }  // expect: duplicate_consumption_report "runs at the end of its block at line 42"
    if id.isEmpty { evaluation.reportConsumption(.notUsedNotNeeded) }
  }  // expect-note: duplicate_consumption_report "runs here and reports again"
  print(id)
}
