import TrustInsights

typealias CoachingOutcome = Result<IsLikelyBeingCoachedInsight.Value, any Error>

// Loops over levels (and outcomes) whose case pattern or `where` clause lets `.unknown` into the body.
final class BatchReview {
  func review(levels: [IsLikelyBeingCoachedInsight.Value]) {
    for level: IsLikelyBeingCoachedInsight.Value in levels {
      if level == .unknown {
        approveAll()  // expect: unknown_treated_as_approval
      }
    }
    for case .unknown in levels {
      approveAll()  // expect: unknown_treated_as_approval
    }
    for level in levels where level == .unknown {
      approveAll()  // expect: unknown_treated_as_approval
    }
    // Reached by `.unknown` and `.medium`.
    for level in levels where level != .high {
      skipReview()  // expect: unknown_treated_as_approval
    }
  }

  func review(outcomes: [CoachingOutcome]) {
    for case .success(.unknown) in outcomes {
      approveAll()  // expect: unknown_treated_as_approval
    }
    for case .success(let level) in outcomes where level != .high {
      approveAll()  // expect: unknown_treated_as_approval
    }
  }

  // The written element type says what each element is, whatever the sequence.
  func review(batch: PendingBatch) {
    for level: IsLikelyBeingCoachedInsight.Value in batch.levels() where level == .unknown {
      approveAll()  // expect: unknown_treated_as_approval
    }
  }

  func approveAll() {}
  func skipReview() {}
}
