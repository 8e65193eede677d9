import TrustInsights

// Apps name their categories in an extension of `OperationCategory`. `.moneyMovement` is a
// member declared in the linted set (it is `.payment`), not a misspelt category; the
// computed `.fallback` returns `.other`, which is where the warning belongs.
extension InsightEvaluator.OperationCategory {
  static let moneyMovement: InsightEvaluator.OperationCategory = .payment
  static var fallback: Self { .other }  // expect: evaluation_outside_sensitive_category
}

final class StatementsFlow {
  let evaluator = InsightEvaluator()

  func send() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .moneyMovement,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func exportStatements() async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .fallback,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
