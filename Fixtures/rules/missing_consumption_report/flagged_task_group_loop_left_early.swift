import TrustInsights

// "The first high-risk payee wins": the body's one loop over the group leaves at the first
// high result. Child tasks that already returned their evaluations have handed them to the
// group, which drops them with itself (`cancelAll()` stops only the children still running):
// nobody reports them. Found at the child's producing call (probes-dy p160).
typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payoutContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func anyHighRisk(_ ids: [String], evaluator: InsightEvaluator) async throws -> Bool {
  try await withThrowingTaskGroup(of: PayeeEvaluation.self) { group in
    for _ in ids {
      group.addTask { try await evaluator.requestEvaluation(context: payoutContext) }  // expect: missing_consumption_report "handed to the task group 'group' whose 'for await' loop at line 18 may stop before its last result, is never reported: returns at line 22"
    }
    for try await evaluation in group {
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        group.cancelAll()
        return true  // expect-note: missing_consumption_report "returns here without a report"
      }
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    return false
  }
}

// A `break` out of the loop drops them the same way.
func firstHighPayee(_ ids: [String], evaluator: InsightEvaluator) async -> String? {
  await withTaskGroup(of: (String, PayeeEvaluation?).self) { group in
    for id in ids {
      group.addTask { (id, try? await evaluator.requestEvaluation(context: payoutContext)) }  // expect: missing_consumption_report "'break' at line 43 leaves the loop"
    }
    var found: String?
    for await (id, evaluation) in group {
      guard let evaluation else { continue }
      evaluation.reportConsumption(.usedEvaluationOnly)
      if case .success(.high) = evaluation.insight.outcome {
        found = id
        group.cancelAll()
        break
      }
    }
    return found
  }
}
