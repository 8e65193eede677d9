import TrustInsights
import XCTest

@testable import BankApp

// Test code: the mock records what the use case would report and never reports.
final class MockTrustFeedback: TrustFeedback {
  private(set) var statuses: [InsightEvaluationConsumptionStatus] = []

  func submit(_ evaluation: CoachingEvaluation, status: InsightEvaluationConsumptionStatus) {
    statuses.append(status)
  }
}

final class ExecuteTransferUseCaseTests: XCTestCase {
  func testTransferGoesThroughWithoutAnEvaluation() async {
    let useCase = ExecuteTransferUseCase(feedback: MockTrustFeedback())
    let allowed = await useCase.execute(amount: 10)
    XCTAssertTrue(allowed)
  }
}
