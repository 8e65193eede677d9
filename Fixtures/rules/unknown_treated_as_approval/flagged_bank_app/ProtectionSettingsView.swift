import SwiftUI

struct ProtectionSettingsView: View {
  @State private var isOn = false

  var body: some View {
    Toggle("Scam call protection", isOn: $isOn)
      .onChange(of: isOn) { _, newValue in
        guard newValue else { return }
        Task { isOn = await CoachingGate.shared.enableFromSettings() }
      }
  }
}
