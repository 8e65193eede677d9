import SwiftUI
import TrustInsights
import TrustKit

struct ContactPreferences: View {
  private let gate = TrustGate()
  @State private var marketingEmails = false

  var body: some View {
    Toggle("Marketing emails", isOn: $marketingEmails)
      .onChange(of: marketingEmails) { _, newValue in
        Task {
          let allowed = await verdict()
          if !allowed { marketingEmails = !newValue }
        }
      }
  }

  private func verdict() async -> Bool {
    let result = try? await gate.evaluate(.other)  // expect: evaluation_outside_sensitive_category
    guard let evaluation = result else { return false }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}
