import SwiftUI
import TrustInsights

// `@Environment(\.rewardsContext)` reads the environment value of that name: its default and
// every `.environment(\.rewardsContext, …)` injection reach the evaluator call.

extension EnvironmentValues {
  @Entry var rewardsContext = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

struct RedeemView: View {
  @Environment(\.rewardsContext) private var context
  let evaluator: InsightEvaluator

  var body: some View {
    Button("Redeem") {
      Task {
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}

struct RewardsRoot: View {
  let evaluator: InsightEvaluator

  var body: some View {
    RedeemView(evaluator: evaluator)
      .environment(
        \.rewardsContext,
        InsightEvaluator.InsightContext(
          operationCategory: .other,  // expect: evaluation_outside_sensitive_category
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
