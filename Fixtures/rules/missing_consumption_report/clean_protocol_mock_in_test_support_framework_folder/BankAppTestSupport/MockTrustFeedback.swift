import BankApp
import TrustInsights

// A test-support framework shared by the unit and UI test targets: no test framework import,
// yet another module (it imports BankApp). The mock records the statuses and never reports.
public final class MockTrustFeedback: TrustFeedback {
  public private(set) var statuses: [InsightEvaluationConsumptionStatus] = []

  public init() {}

  public func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    statuses.append(status)
  }
}
