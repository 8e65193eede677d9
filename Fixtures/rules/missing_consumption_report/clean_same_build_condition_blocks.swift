import TrustInsights

// Two `#if` blocks with the same condition are compiled together: the debug build reports in
// the first, the release build in the second's `#else` (or an `#if !DEBUG` block).

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func log(_ line: String) {}

func confirmTransfer(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if DEBUG
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
  log("transfer confirmed")
  #if DEBUG
    log("debug build")
  #else
    evaluation.reportConsumption(.usedUnchangedFriction)
  #endif
}

func confirmWire(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if DEBUG
    evaluation.reportConsumption(.usedEvaluationOnly)
  #endif
  #if !DEBUG
    evaluation.reportConsumption(.usedUnchangedFriction)
  #endif
}
