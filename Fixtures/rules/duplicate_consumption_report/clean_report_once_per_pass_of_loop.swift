import TrustInsights

// Each pass of the loop requests its own evaluation and reports it once, before 'continue' or
// at the end of the pass: no report is reached twice, however many passes run.
final class BulkPayModel {
  let evaluator = InsightEvaluator()

  func pay(amounts: [Decimal]) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    for amount in amounts {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      if amount == 0 {
        evaluation.reportConsumption(.notUsedNotNeeded)
        continue
      }
      evaluation.reportConsumption(amount > 1_000 ? .usedIncreasedFriction : .usedEvaluationOnly)
    }
  }
}
