import TrustInsights

let batchContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// A labelled `continue`/`break` is named with its label, the way the code says it: in nested
// loops `'continue' at line 12` left the reader to guess which loop the jump leaves
// (probes-dl h12). The unlabelled `continue` at line 14 stays inside the evaluation's pass.
func payBatches(evaluator: InsightEvaluator, batches: [[Int]]) async throws {
  batches: for batch in batches {
    let evaluation = try await evaluator.requestEvaluation(context: batchContext)  // expect: missing_consumption_report "'continue batches' at line 14 ends the iteration"
    for cents in batch {
      if cents < 0 { continue batches }  // expect-note: missing_consumption_report "ends the iteration here without a report"
      if cents == 0 { continue }
    }
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func settle(evaluator: InsightEvaluator, ledgers: [[Int]]) async throws {
  outer: for ledger in ledgers {
    let evaluation = try await evaluator.requestEvaluation(context: batchContext)  // expect: missing_consumption_report "'break outer' at line 25 leaves the loop"
    for entry in ledger where entry > 1_000_000 {
      break outer
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
}
