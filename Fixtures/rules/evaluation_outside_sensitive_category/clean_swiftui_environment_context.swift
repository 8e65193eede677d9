import SwiftUI
import TrustInsights

// A view reads its context from the SwiftUI environment (`@Environment(\.transferContext)`):
// the value is the `EnvironmentValues` property's default (`@Entry var transferContext = …`)
// or what an ancestor injects with `.environment(\.transferContext, …)`; both are sensitive.
// An unrelated environment value written with `.other` (`previewContext`) reaches no
// evaluator.

extension EnvironmentValues {
  @Entry var transferContext = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  @Entry var previewContext = InsightEvaluator.InsightContext(
    operationCategory: .other,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

struct ConfirmTransferView: View {
  @Environment(\.transferContext) private var context
  let evaluator: InsightEvaluator

  var body: some View {
    Button("Confirm") {
      Task {
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
        evaluation.reportConsumption(.usedEvaluationOnly)
      }
    }
  }
}

struct AccountRoot: View {
  let evaluator: InsightEvaluator

  var body: some View {
    ConfirmTransferView(evaluator: evaluator)
      .environment(
        \.transferContext,
        InsightEvaluator.InsightContext(
          operationCategory: .account,
          requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
  }
}
