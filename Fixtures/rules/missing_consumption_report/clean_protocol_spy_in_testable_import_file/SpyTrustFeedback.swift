import Foundation
import TrustInsights

@testable import PayApp

// Test support: a spy in its own file, with `@testable import PayApp` and no XCTest import
// (the assertions are in another file). Only a test target may import a module `@testable`,
// so this is test code: the app's call through the protocol cannot run it.
final class SpyTrustFeedback: TrustFeedback {
  private(set) var statuses: [InsightEvaluationConsumptionStatus] = []

  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    statuses.append(status)
  }
}
