import SwiftUI
import TrustInsights

// An environment action in the style of SwiftUI's `DismissAction`: views read it with
// `@Environment(\.evaluateTrust)` and call the value, which runs its `callAsFunction`, a
// producer. The caller holds the evaluation it returns. (probes-cp p86)
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct EvaluateTrustAction {
  let evaluator = InsightEvaluator()

  func callAsFunction() async throws -> CoachingEvaluation {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await evaluator.requestEvaluation(context: context)
  }
}

private struct EvaluateTrustKey: EnvironmentKey {
  static let defaultValue = EvaluateTrustAction()
}

extension EnvironmentValues {
  var evaluateTrust: EvaluateTrustAction {
    get { self[EvaluateTrustKey.self] }
    set { self[EvaluateTrustKey.self] = newValue }
  }

  @Entry var checkPayee = EvaluateTrustAction()
}
