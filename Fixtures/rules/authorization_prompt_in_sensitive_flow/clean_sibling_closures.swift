import SwiftUI
import TrustInsights

struct TransferScreen: View {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  var body: some View {
    VStack {
      Button("Turn on scam protection") {
        Task {
          guard (try? await evaluator.authorizationStatus(for: context)) == .notDetermined else { return }
          _ = try? await evaluator.requestAuthorization(for: context)
        }
      }
    }
    .task {
      guard (try? await evaluator.authorizationStatus(for: context)) == .authorized,
        let evaluation = try? await evaluator.requestEvaluation(context: context)
      else { return }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
