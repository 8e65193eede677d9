import SwiftUI
import TrustInsights

// SwiftUI's `ForEach(levels) { level in … }` (with `id: \.self`, or `content:`), `List(levels,
// id: \.self) { level in … }` and a collection's `forEach { level in … }` hand their closure
// one element at a time: a level when the collection is one of levels (a property, another
// value's property, a parameter).

@Observable
final class ReviewModel {
  var pending: [IsLikelyBeingCoachedInsight.Value] = []
}

struct PendingTransfersView: View {
  let levels: [IsLikelyBeingCoachedInsight.Value]
  @State private var model = ReviewModel()
  @State private var isApproved = false
  func approve() {}

  var body: some View {
    List {
      ForEach(levels, id: \.self) { level in
        if level != .high {
          Button("Approve") { approve() }  // expect: unknown_treated_as_approval "'approve()'"
        }
      }
      ForEach(model.pending, id: \.self, content: { level in
        switch level {
        case .high, .medium: Text("Held for review")
        default: Button("Approve") { approve() }  // expect: unknown_treated_as_approval
        }
      })
      ForEach(levels, id: \.self) {
        if $0 == .unknown { Button("Approve") { isApproved = true } }  // expect: unknown_treated_as_approval
      }
    }
    List(levels, id: \.self) { level in
      if level == .unknown { Button("Approve") { approve() } }  // expect: unknown_treated_as_approval
    }
    .task {
      model.pending.forEach { level in
        if level == .unknown { approve() }  // expect: unknown_treated_as_approval
      }
    }
  }
}
