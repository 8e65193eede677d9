// `let context = context` copies the stored property into a local of the same name; the
// initializer means the property, so its `.other` category reaches the evaluator through the
// copy (warning at the property's `other` token), as it would with `let ctx = context`.
import TrustInsights

final class SupportChatGate {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .other,  // expect: evaluation_outside_sensitive_category "'.other' is not a sensitive operation category"
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  func openChat() async {
    let context = context
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
    } else if case .failure = evaluation.insight.outcome {
      evaluation.reportConsumption(.notUsedError)
    } else {
      evaluation.reportConsumption(.usedUnchangedFriction)
    }
  }
}
