import TrustInsights

enum BankOperation {
  case transfer
  case changeEmail
  case exportStatements
}

struct OperationGuard {
  let evaluator = InsightEvaluator()

  func evaluation(for operation: BankOperation) async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight> {
    let category: InsightEvaluator.OperationCategory
    switch operation {
    case .transfer:
      category = .payment
    case .changeEmail:
      category = .account
    case .exportStatements:
      category = .other  // expect: evaluation_outside_sensitive_category
    }
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    return try await evaluator.requestEvaluation(context: context)
  }
}
