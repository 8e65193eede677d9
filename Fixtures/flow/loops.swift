import TrustInsights

func loops(_ evaluator: InsightEvaluator, items: [Int]) async throws {
  outer: for item in items where item > 0 {
    let e = try await evaluator.requestEvaluation(context: context)
    if item == 1 {
      continue
    }
    while item > 2 {
      if item == 3 { break outer }
      break
    }
    e.reportConsumption(.usedUnchangedFriction)
  }
  repeat {
    let e = try await evaluator.requestEvaluation(context: context)
    if items.isEmpty { continue }
    e.reportConsumption(.usedUnchangedFriction)
  } while items.count > 3
}
