// A payload bound twice from `state` around `analytics.send("payee_dismissed")`, where `send` is
// the program's own method of its `Analytics` struct and only appends an event, is one evaluation
// reported twice (probes-ew p15): 8a64f6a took every `send` for a subject's. The program's own
// `send` is summarised like its other functions when the receiver's type is the program's
// (clean_payload_of_state_around_subject_send: an EventBus whose send forwards to a subject).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

struct Analytics {
  var events: [String] = []
  mutating func send(_ name: String) { events.append(name) }
}
@available(iOS 27.0, *)
final class PayeeFlow {
  var state: ReviewState = .idle
  var analytics = Analytics()
  func dismiss() {
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    analytics.send("payee_dismissed")
    if case .pending(let evaluation) = state {
      evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
