// The neighbour of clean_unclosed_call_above_report.swift: the unclosed call sits above the
// next `case`, and the `.success(.medium)` branch has no report at all. The broken line changes
// nothing else: the leak on that branch is the one finding.
import TrustInsights

final class StandingOrderEdit {
  private let evaluator = InsightEvaluator()
  private var notes: [String] = []

  func save(orderID: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "'.success(.medium)' branch"
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.medium):
      notes.append("medium for \(orderID)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
