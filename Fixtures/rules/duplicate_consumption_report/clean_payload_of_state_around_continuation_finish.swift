// Probes: AsyncStream continuation `finish()` runs the `onTermination` handler the model installed
// synchronously; that handler sets state -> the second binding may be another evaluation: no
// duplicate_consumption_report (precision).
import TrustInsights
import Foundation

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class PaymentStatusModel {
  var state: ReviewState = .idle
  var continuation: AsyncStream<Int>.Continuation?

  func makeUpdates() -> AsyncStream<Int> {
    AsyncStream { continuation in
      continuation.onTermination = { _ in self.state = .idle }
      self.continuation = continuation
    }
  }

  func endSession() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    continuation?.finish()
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
