import SwiftUI
import TrustInsights

struct WireView: View {
  @Environment(\.reportTrust) private var reportTrust
  @State private var caution = false
  let evaluator = InsightEvaluator()

  var body: some View {
    Button("Send wire") {
      Task {
        let context = InsightEvaluator.InsightContext(
          operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
        caution = (try? evaluation.insight.outcome.get()) == .high
        reportTrust(evaluation, caution: caution)
        if caution {
          reportTrust(evaluation, caution: true)  // expect: duplicate_consumption_report
        }
      }
    }
  }
}

struct PayeeView: View {
  @Environment(\.reportTrust) private var reportTrust
  @State private var caution = false
  let evaluator = InsightEvaluator()

  var body: some View {
    Button("Add payee") {
      Task {
        let context = InsightEvaluator.InsightContext(
          operationCategory: .account, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
        caution = (try? evaluation.insight.outcome.get()) == .high
        reportTrust(evaluation, caution: caution)
      }
    }
  }
}
