import TrustInsights

// The nearest correct code: the levels read through a key path keep the existing checks for
// `.unknown`, and key paths over the app's own values (names, amounts) carry no level.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

struct ScoredPayee {
  let name: String
  let level: CoachingLevel
  let trusted: Bool
}

final class BatchPayoutReviewClean {
  private var held: [String] = []

  func review(_ evaluations: [CoachingEvaluation]) {
    let outcomes = evaluations.map(\.insight.outcome)
    for outcome in outcomes {
      switch outcome {
      case .success(.medium): approvePayout()
      case .success(.unknown): runStandardChecks()
      case .success: held.append("batch")
      case .failure: runStandardChecks()
      }
    }
  }

  func reviewPayees(_ payees: [ScoredPayee]) {
    for level in payees.map(\.level) where level == .medium {
      skipPayeeReview()
    }
    for trusted in payees.map(\.trusted) where trusted {
      approvePayout()
    }
    let names = payees.map(\.name)
    if names.isEmpty { approvePayout() }
  }

  func approvePayout() {}
  func runStandardChecks() {}
  func skipPayeeReview() {}
}
