import TrustInsights

func resetPIN(evaluator: InsightEvaluator, send: () async throws -> Void) async throws {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  let evaluation = try await evaluator.requestEvaluation(context: context)
  for attempt in 0..<RetryPolicy.maxRetries {
    do {
      try await send()
      evaluation.reportConsumption(.usedEvaluationOnly)
      return
    } catch where attempt == RetryPolicy.maxRetries - 1 {
      evaluation.reportConsumption(.notUsedError)
      throw error
    } catch {
      continue
    }
  }
  evaluation.reportConsumption(.notUsedNotNeeded)
}
