// A payload bound twice from state around audit(_:), a logging helper declared in another file
// (Audit.swift) that only prints an interpolated string, is one evaluation reported twice: the
// helper summary read only string literals of the builder's own file and leaned to 'may' for
// this one (probes-fa p19). RULES.md: a helper declared in one file is known in every other.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case editing
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class WireModel {
  var state: ReviewState = .idle

  func cancel() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    audit("wire_cancelled")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
