import Combine
import TrustInsights

// A key path given to `map` / `compactMap` / `filter` stands for the closure it names:
// `evaluations.map(\.insight.outcome)` is `evaluations.map { $0.insight.outcome }`, so an
// outcome (or level) read through it is followed like one read through the closure, and
// `.unknown` reaching an approval through it is the same defect. (A key path with `?`, `!` or
// a subscript is not read: nothing is reported through it.) The batch's caller reports the
// evaluations it hands in.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias CoachingLevel = IsLikelyBeingCoachedInsight.Value

struct ScoredPayee {
  let name: String
  let level: CoachingLevel
}

final class BatchPayoutReview {
  private var held: [String] = []

  func review(_ evaluations: [CoachingEvaluation]) {
    let outcomes = evaluations.map(\.insight.outcome)
    for outcome in outcomes {
      switch outcome {
      case .success(.high), .success(.medium): held.append("batch")
      case .success(.unknown): approvePayout()  // expect: unknown_treated_as_approval "'approvePayout()'"
      case .success: held.removeAll()
      case .failure: held.append("retry")
      }
    }
  }

  func reviewTyped(_ evaluations: [CoachingEvaluation]) {
    for outcome in evaluations.map(\CoachingEvaluation.insight.outcome) {
      if case .success(let level) = outcome, level != .high {
        proceedWithPayout()  // expect: unknown_treated_as_approval "'proceedWithPayout()'"
      }
    }
  }

  func reviewPayees(_ payees: [ScoredPayee]) {
    for level in payees.map(\.level) where level != .high {
      skipPayeeReview()  // expect: unknown_treated_as_approval "'skipPayeeReview()'"
    }
  }

  func approvePayout() {}
  func proceedWithPayout() {}
  func skipPayeeReview() {}
}

final class PayoutStatusModel {
  @Published var latest: CoachingEvaluation?
  private var bag: Set<AnyCancellable> = []

  func watch() {
    $latest.compactMap { $0 }.map(\.insight.outcome)
      .sink { [weak self] outcome in
        if case .success(.unknown) = outcome {
          self?.approvePayout()  // expect: unknown_treated_as_approval "'approvePayout()'"
        }
      }
      .store(in: &bag)
  }

  func approvePayout() {}
}
