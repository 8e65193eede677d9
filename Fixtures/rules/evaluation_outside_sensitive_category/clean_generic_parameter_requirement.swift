import TrustInsights

// `Op.trustCategory` reads what each conformer declares. The protocol extension's `.other`
// default is overridden by every conformer, and `Draft`, which is no `SensitiveOperation`,
// has its own `.other` that no evaluator call reads.

protocol SensitiveOperation {
  static var trustCategory: InsightEvaluator.OperationCategory { get }
}

extension SensitiveOperation {
  static var trustCategory: InsightEvaluator.OperationCategory { .other }
}

struct Payout: SensitiveOperation {
  static let trustCategory: InsightEvaluator.OperationCategory = .payment
}

struct RecoveryPhoneChange: SensitiveOperation {
  static var trustCategory: InsightEvaluator.OperationCategory { .account }
}

struct Draft {
  static let trustCategory: InsightEvaluator.OperationCategory = .other
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
