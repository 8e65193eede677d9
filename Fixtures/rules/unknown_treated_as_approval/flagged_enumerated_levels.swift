import TrustInsights

protocol ReviewQueue {
  func approve(_ index: Int)
  func hold(_ index: Int)
}

// `for (i, level) in levels.enumerated()`: the element of a collection of levels is a level,
// whatever offset comes with it.
func settleQueue(_ levels: [IsLikelyBeingCoachedInsight.Value], queue: ReviewQueue) {
  for (i, level) in levels.enumerated() {
    switch level {
    case .high, .medium: queue.hold(i)
    default: queue.approve(i)  // expect: unknown_treated_as_approval
    }
  }
  for (_, level) in levels.enumerated() where level != .high {
    queue.approve(0)  // expect: unknown_treated_as_approval
  }
}
