// `let context = context` copies the stored property into a local of the same name before a
// `@Sendable` closure captures it (so the closure does not capture `self`). In Swift the
// initializer still means the property, whose category is `.communication`: no finding, and no
// "no category found" note either.
import TrustInsights
import UIKit

final class MessageComposer: UIViewController {
  private let evaluator = InsightEvaluator()
  private let warningLabel = UILabel()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .communication,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func sendTapped() {
    let evaluator = evaluator
    let context = context
    let work: @Sendable () async -> Void = {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        evaluation.reportConsumption(.usedIncreasedFriction)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
      }
    }
    Task.detached(priority: .userInitiated, operation: work)
  }
}
