// A payload bound twice from `state` around a mutating method of a struct held in an own property
// whose didSet may reset the state is not one evaluation reported twice: the method only appends
// to the struct, but the call assigns the property, which runs its observer (probes-ex p44).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

struct Analytics {
  var events: [String] = []
  mutating func record(_ name: String) { events.append(name) }
}

@available(iOS 27.0, *)
final class PayeeFlow {
  var state: ReviewState = .idle
  var analytics = Analytics() {
    didSet { if analytics.events.count > 10 { state = .idle } }
  }

  func dismiss() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    analytics.record("payee_dismissed")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
  }
}
