// A local shadows the category parameter and supplies `.other` when none is given:
// `let category = category ?? .other`. After that line `category` means the local, so its
// `.other` reaches the evaluator (warning at that token); the callers' categories still reach
// it through the local's initializer.
import TrustInsights

final class DocumentShare {
  private let evaluator = InsightEvaluator()

  func evaluate(_ category: InsightEvaluator.OperationCategory?) async -> Bool {
    let category = category ?? .other  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive operation category"
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return true }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
    return true
  }

  func shareTapped() async -> Bool { await evaluate(.communication) }
  func shareWithoutCategory() async -> Bool { await evaluate(nil) }
}
