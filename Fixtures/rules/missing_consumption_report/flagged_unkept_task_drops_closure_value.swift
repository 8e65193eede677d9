// A `Task { … }` written as a statement of its own is kept by nobody, so nobody awaits its
// `value`: the evaluation its single-expression closure yields is dropped there, as with
// `Task { _ = await … }` (probes-an p89: a view controller's `viewWillAppear` refreshing
// through a `@discardableResult` producer).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class AccountScreen {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  @discardableResult
  func refreshEvaluation() async -> CoachingEvaluation? {
    try? await evaluator.requestEvaluation(context: context)
  }

  func viewWillAppear() {
    Task {
      await refreshEvaluation()  // expect: missing_consumption_report "discarded"
    }
  }

  func prefetch() {
    Task.detached(priority: .userInitiated) { [evaluator, context] in
      try? await evaluator.requestEvaluation(context: context)  // expect: missing_consumption_report "discarded"
    }
    _ = Task { await self.refreshEvaluation() }  // expect: missing_consumption_report "discarded"
  }
}
