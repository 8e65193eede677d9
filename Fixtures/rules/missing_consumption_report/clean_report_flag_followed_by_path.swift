// Near misses of flagged_report_flag_set_without_report: every path that sets the flag has
// reported, also when the flag is set in a retry loop, compared with a literal, or (where its
// value on a path is not known) read for what it means.
import TrustInsights

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

protocol Ledger {
  func reserve(_ amount: Int) async throws -> Bool
}

func payWithRetries(evaluator: InsightEvaluator, ledger: Ledger, amount: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var reported = false
  for attempt in 0..<3 {
    if (try? await ledger.reserve(amount)) == true { break }
    if attempt == 2, !reported {
      evaluation.reportConsumption(.notUsedError)
      reported = true
    }
  }
  if reported != true {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }
  return reported
}

func review(evaluator: InsightEvaluator, amount: Int) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  var handled = false
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)
    handled = true
  }
  if amount > 10_000, !handled {
    evaluation.reportConsumption(.usedIncreasedFriction)
    handled = true
  }
  if handled == false { evaluation.reportConsumption(.usedUnchangedFriction) }
  return handled
}
