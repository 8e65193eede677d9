import Combine
import Observation
import SwiftUI
import TrustInsights

enum SyncStatus { case unknown, synced }

@Observable
final class RiskModel {
  var coaching: IsLikelyBeingCoachedInsight.Value = .unknown
  var sync: SyncStatus = .unknown
}

// `onChange(of:)` and `onReceive` on levels that keep the checks, and on the app's own values.
struct PayView: View {
  let levels: AnyPublisher<IsLikelyBeingCoachedInsight.Value, Never>
  let ticks: AnyPublisher<Date, Never>
  @State private var model = RiskModel()
  @State private var isApproved = false
  @State private var showWarning = false
  func approvePayment() {}
  func runStandardChecks() {}

  var body: some View {
    Text("Review")
      .onReceive(levels) { level in
        if level == .unknown { runStandardChecks() } else { showWarning = true }
      }
      .onReceive(ticks) { _ in
        approvePayment()
      }
      .onChange(of: model.sync) { _, newStatus in
        if newStatus == .unknown { isApproved = true }
      }
      .onChange(of: model.coaching) { _, newLevel in
        showWarning = newLevel == .high || newLevel == .medium
        if newLevel == .high { isApproved = false }
      }
  }
}
