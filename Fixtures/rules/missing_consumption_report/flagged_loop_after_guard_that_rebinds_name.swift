// `guard !rows.isEmpty, let rows = pending(rows)`: the loop walks the new `rows`, which no
// condition tested, so it may make no pass and its report may never run (probes-eg p33). The
// emptiness test before a loop rules out the zero-pass path only when no later condition of the
// guard binds the name again.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct Row { let amount: Int }

func pending(_ rows: [Row]) -> [Row]? { rows.filter { $0.amount > 0 } }

func settle(_ rows: [Row], evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)  // expect: missing_consumption_report
  guard !rows.isEmpty, let rows = pending(rows) else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for row in rows {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(row.amount)
    break
  }
}

// A plain unwrap after the test leaves the tested value: at least one pass.
func settleFirst(_ rows: [Row], limit: Int?, evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  guard !rows.isEmpty, let limit else {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return
  }
  for row in rows {
    evaluation.reportConsumption(.usedUnchangedFriction)
    print(row.amount, limit)
    break
  }
}
