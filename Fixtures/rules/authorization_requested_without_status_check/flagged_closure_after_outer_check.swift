import SwiftUI
import TrustInsights

struct ProtectionRow: View {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )
  @State private var status: InsightEvaluator.AuthorizationStatus = .notDetermined

  var body: some View {
    Toggle("Scam protection", isOn: .constant(status == .authorized))
      .task {
        status = (try? await evaluator.authorizationStatus(for: context)) ?? .unavailable
      }
      .onTapGesture {
        Task {
          // The status was read in another closure, maybe long ago.
          status = (try? await evaluator.requestAuthorization(for: context)) ?? .unavailable  // expect: authorization_requested_without_status_check
        }
      }
  }
}
