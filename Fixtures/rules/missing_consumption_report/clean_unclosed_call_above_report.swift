// Mid-edit: a log line lost its closing quote and parenthesis (`notes.append("medium for …`)
// on the line above the report. The `(` left open would swallow the report line; Swift's parser
// reads that line as the next argument, and so does ours: the report is seen, no finding.
import TrustInsights

final class StandingOrderEdit {
  private let evaluator = InsightEvaluator()
  private var notes: [String] = []

  func save(orderID: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.medium):
      notes.append("medium for \(orderID)
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      log("unchanged", orderID
      self.report(evaluation)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  private func report(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) {
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  private func log(_ message: String, _ id: String) {}
}
