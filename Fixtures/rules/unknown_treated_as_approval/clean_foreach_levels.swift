import SwiftUI
import TrustInsights

// `ForEach` and `forEach` over the app's own statuses (with an `.unknown` case), over indices,
// and over levels whose unknown rows keep the checks: nothing is approved on `.unknown`.

enum SyncStatus: Hashable { case unknown, synced }

struct PendingTransfersView: View {
  let levels: [IsLikelyBeingCoachedInsight.Value]
  let statuses: [SyncStatus]
  func approve() {}
  func runStandardChecks() {}

  var body: some View {
    List {
      ForEach(statuses, id: \.self) { status in
        if status == .unknown { Button("Approve") { approve() } }
      }
      ForEach(levels.indices, id: \.self) { index in
        if index != 0 { Button("Approve") { approve() } }
      }
      ForEach(levels, id: \.self) { level in
        if level == .unknown {
          Button("Review") { runStandardChecks() }
        } else if level == .medium {
          Button("Approve") { approve() }
        }
      }
    }
    List(statuses, id: \.self) { status in
      if status == .unknown { Button("Approve") { approve() } }
    }
    List(selection: .constant(Set<Int>())) {
      Text("Pending")
    }
    .task {
      statuses.forEach { status in
        if status == .unknown { approve() }
      }
    }
  }
}
