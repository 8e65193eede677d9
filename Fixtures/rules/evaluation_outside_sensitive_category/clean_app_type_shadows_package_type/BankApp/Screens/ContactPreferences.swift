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
    let result = try? await gate.evaluate(.other)
    if let result { return result }
    return false
  }
}
