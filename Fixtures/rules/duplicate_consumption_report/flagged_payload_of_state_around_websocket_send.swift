// A payload bound twice from `state` around `socket.send(…) { … }` on a URLSessionWebSocketTask
// is one evaluation reported twice: the task is no Combine subject, its `send` runs no
// subscriber of the program before it returns (its completion handler runs later, as any
// library call's closure does), so the state is the same (probes-ex p28). 8a64f6a took every
// `send` for a subject's.
import Foundation
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

@available(iOS 27.0, *)
final class SupportChatModel {
  var state: ReviewState = .idle
  let socket: URLSessionWebSocketTask

  init(socket: URLSessionWebSocketTask) {
    self.socket = socket
  }

  func endSession() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    socket.send(.string("session-ended")) { error in
      if let error { print("send failed: \(error)") }
    }
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
    }
  }
}
