import TrustInsights

typealias CoachingOutcome = Result<IsLikelyBeingCoachedInsight.Value, any Error>

// Loops whose case pattern or `where` clause keeps `.unknown` out of the body, and loops over
// other collections.
final class BatchReview {
  func review(levels: [IsLikelyBeingCoachedInsight.Value], amounts: [Int]) {
    for level in levels where level == .high {
      holdTransfer()
    }
    for case .medium in levels {
      approveManualReview()
    }
    for level in levels where level != .unknown {
      approveManualReview()
    }
    // Every value reaches the body: not a branch.
    for level in levels where level == .high || level != .high {
      runStandardChecks()
    }
    for amount in amounts where amount < 100 {
      approveSmallTransfer()
    }
    for case 0 in amounts {
      approveSmallTransfer()
    }
  }

  func review(outcomes: [CoachingOutcome]) {
    for case .success(.high) in outcomes {
      holdTransfer()
    }
    for case .success(let level) in outcomes where level == .medium {
      approveManualReview()
    }
    for case .failure in outcomes {
      runStandardChecks()
    }
  }

  // A written element type of the app's own grade enum is not a level.
  func review(batch: PendingBatch) {
    for grade: AccountGrade in batch.grades() where grade == .unknown {
      approveManualReview()
    }
  }

  func holdTransfer() {}
  func runStandardChecks() {}
  func approveManualReview() {}
  func approveSmallTransfer() {}
}

enum AccountGrade { case unknown, trusted }
