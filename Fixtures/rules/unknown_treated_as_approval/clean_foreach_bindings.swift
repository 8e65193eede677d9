import SwiftUI
import TrustInsights

// Near misses of flagged_foreach_bindings: tests that keep `.unknown` out of the approval, and
// bindings of the app's own enum with an `unknown` case.

enum Tier: Hashable { case unknown, gold }

struct LevelsEditor: View {
  @State private var levels: [IsLikelyBeingCoachedInsight.Value] = []
  @State private var tiers: [Tier] = []
  func approve() {}

  var body: some View {
    List {
      ForEach($levels, id: \.self) { $level in
        if level == .medium {
          Button("Approve") { approve() }
        }
      }
      ForEach($levels, id: \.self) { level in
        if level.wrappedValue == .medium {
          Button("Approve") { approve() }
        }
      }
      ForEach($tiers, id: \.self) { $tier in
        if tier != .gold { Button("Approve") { approve() } }
      }
      ForEach($tiers, id: \.self) { tier in
        if tier.wrappedValue == .unknown { Button("Approve") { approve() } }
      }
    }
  }
}

@Observable
final class ReviewQueue {
  var levels: [IsLikelyBeingCoachedInsight.Value] = []
  var tiers: [Tier] = []
}

struct QueueEditor: View {
  @Bindable var queue: ReviewQueue
  func approve() {}

  var body: some View {
    ForEach($queue.levels, id: \.self) { $level in
      if level == .high { Text("Held") } else if level == .medium { Button("Approve") { approve() } }
    }
    ForEach($queue.tiers, id: \.self) { $tier in
      if tier == .unknown { Button("Approve") { approve() } }
    }
  }
}
