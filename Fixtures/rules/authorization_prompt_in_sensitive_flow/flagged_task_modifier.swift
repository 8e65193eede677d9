import SwiftUI
import TrustInsights

struct ReviewTransferView: View {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  @State private var warning = false

  var body: some View {
    Text("Review your transfer")
      .task {
        guard (try? await evaluator.authorizationStatus(for: context)) != .denied else { return }
        _ = try? await evaluator.requestAuthorization(for: context)  // expect: authorization_prompt_in_sensitive_flow
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
  }
}
