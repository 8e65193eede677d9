// The neighbour of clean_level_let_set_in_do_and_catch.swift: the `catch` sets `level = nil`
// but does not report, so the failed insight reaches the end with no report (`if let level`
// is false exactly there).
import TrustInsights

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

func addPayee(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: payeeContext) // expect: missing_consumption_report "reaches the end at line 25"
  let level: IsLikelyBeingCoachedInsight.Value?
  do {
    level = try evaluation.insight.outcome.get()
  } catch {
    level = nil
  }
  if let level {
    if level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
