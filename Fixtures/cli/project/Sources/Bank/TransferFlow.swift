import Foundation
import TrustInsights

/// A transfer review that hands the evaluation to a helper declared in InsightAudit.swift.
/// The helper does not report, so the `.unknown` path below leaks: trustlint knows this only
/// when it reads InsightAudit.swift, also when this file alone is linted.
@available(iOS 27.0, *)
struct TransferFlow {
  let evaluator = InsightEvaluator()
  let audit: InsightAudit

  func needsCallback(amount: Decimal) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report
    audit.logInsightIdentifier(of: evaluation)
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return true
    case .success(.unknown):
      return amount > 10_000
    case .success, .failure:
      evaluation.reportConsumption(.notUsedError)
      return false
    }
  }
}
