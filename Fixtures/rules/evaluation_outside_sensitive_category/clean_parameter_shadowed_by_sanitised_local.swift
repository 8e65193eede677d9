// A gate sanitises its category parameter into a local of the same name:
// `let category = category == .other ? .account : category`. After that line `category` means
// the local (Swift's shadowing), which never holds `.other`, so the caller's `.other` does not
// reach the evaluator: no finding.
import TrustInsights

final class ExternalAccountLinker {
  private let evaluator = InsightEvaluator()

  func evaluate(_ category: InsightEvaluator.OperationCategory) async -> Bool {
    let category: InsightEvaluator.OperationCategory = category == .other ? .account : category
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return true }
    switch evaluation.insight.outcome {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return true
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return true
    }
  }

  func linkTapped() async -> Bool { await evaluate(.other) }
  func sendTapped() async -> Bool { await evaluate(.payment) }
}
