import SwiftUI
import TrustInsights

// SwiftUI's `ForEach($levels) { $level in … }` over the binding of a collection of levels hands
// each element's binding: `level` and `$level.wrappedValue` are that level; with `{ level in
// … }`, `level.wrappedValue` is.

struct LevelsEditor: View {
  @State private var levels: [IsLikelyBeingCoachedInsight.Value] = []
  func approve() {}

  var body: some View {
    List {
      ForEach($levels, id: \.self) { $level in
        if level != .high {
          Button("Approve") { approve() }  // expect: unknown_treated_as_approval
        }
      }
      ForEach($levels, id: \.self) { level in
        if level.wrappedValue == .unknown {
          Button("Approve") { approve() }  // expect: unknown_treated_as_approval
        }
      }
      ForEach($levels, id: \.self) { $level in
        if $level.wrappedValue != .medium && level != .high {
          Button("Approve") { approve() }  // expect: unknown_treated_as_approval
        }
      }
    }
  }
}

@Observable
final class ReviewQueue {
  var levels: [IsLikelyBeingCoachedInsight.Value] = []
}

struct QueueEditor: View {
  @Bindable var queue: ReviewQueue
  func approve() {}

  var body: some View {
    ForEach($queue.levels, id: \.self) { $level in
      if level == .unknown { Button("Approve") { approve() } }  // expect: unknown_treated_as_approval
    }
  }
}
