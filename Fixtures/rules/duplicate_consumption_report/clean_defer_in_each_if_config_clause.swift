import TrustInsights

// One `defer` per `#if` clause: each build registers one of them, so every path reports
// once (nested clauses included).

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func submitTransfer() throws {}

func confirmTransfer(_ evaluator: InsightEvaluator, amount: Int) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if DEBUG
    defer { evaluation.reportConsumption(.usedEvaluationOnly) }
  #else
    defer { evaluation.reportConsumption(.notUsedNotNeeded) }
  #endif
  if amount > 10_000 { return }
  try submitTransfer()
}

func confirmWire(_ evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: context)
  #if DEBUG
    #if targetEnvironment(simulator)
      defer { evaluation.reportConsumption(.usedEvaluationOnly) }
    #else
      defer { evaluation.reportConsumption(.notUsedNotNeeded) }
    #endif
  #else
    defer { evaluation.reportConsumption(.notUsedNotNeeded) }
  #endif
  try submitTransfer()
}
