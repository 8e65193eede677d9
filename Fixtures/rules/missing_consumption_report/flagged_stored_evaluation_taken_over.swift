import TrustInsights

typealias HeldEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A function that clears the storage as it returns the evaluation hands it over: the caller
// owns it (unlike a plain accessor, which only reads what the holder keeps). So does an
// async function, which may request a new one.
@available(iOS 27.0, *)
final class HeldReview {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  private var pending: HeldEvaluation?

  func takePending() -> HeldEvaluation? {
    defer { pending = nil }
    return pending
  }

  func latest() async -> HeldEvaluation? {
    try? await evaluator.requestEvaluation(context: context)
  }

  func confirm(amountIsSmall: Bool) {
    guard let evaluation = takePending() else { return }  // expect: missing_consumption_report
    if amountIsSmall { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
  }

  func peek() async -> String? {
    await latest()?.insight.insightID  // expect: missing_consumption_report
  }
}
