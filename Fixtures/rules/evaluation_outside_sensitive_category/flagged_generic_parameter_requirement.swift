import TrustInsights

// A category read on a generic parameter constrained to a protocol (`Op.trustCategory` with
// `Op: SensitiveOperation`) is the requirement: every conforming type's value may flow.

protocol SensitiveOperation {
  static var trustCategory: InsightEvaluator.OperationCategory { get }
}

struct Payout: SensitiveOperation {
  static let trustCategory: InsightEvaluator.OperationCategory = .payment
}

struct Referral: SensitiveOperation {
  static let trustCategory: InsightEvaluator.OperationCategory = .other  // expect: evaluation_outside_sensitive_category
}

struct TrustRunner {
  let evaluator = InsightEvaluator()

  func evaluate<Op: SensitiveOperation>(_ operation: Op) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: Op.trustCategory, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
