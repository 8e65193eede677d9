import TrustInsights

enum KYCGrade { case unknown, verified }

protocol ReviewQueue {
  func approve(_ index: Int)
  func hold(_ index: Int)
  func runStandardChecks(_ index: Int)
}

// The app's own grade enumerated, the offset of a level, and levels that keep the checks.
func settleQueue(_ levels: [IsLikelyBeingCoachedInsight.Value], grades: [KYCGrade], queue: ReviewQueue) {
  for (i, grade) in grades.enumerated() {
    if grade == .unknown { queue.approve(i) }
  }
  for (i, level) in levels.enumerated() {
    switch level {
    case .high, .medium: queue.hold(i)
    default: queue.runStandardChecks(i)
    }
  }
  for (i, _) in levels.enumerated() where i > 3 {
    queue.approve(i)
  }
}
