@preconcurrency import Combine
import Foundation
import TrustInsights

// App code: an attribute on an import other than `@testable` (`@preconcurrency`,
// `@_exported`) does not make a file test code. This offline conformer queues the status and
// never reports, and the app may inject it.
final class OfflineTrustFeedback: TrustFeedback {
  let queued = PassthroughSubject<InsightEvaluationConsumptionStatus, Never>()

  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    queued.send(status)
  }
}
