import TrustInsights
import XCTest

@testable import Recovery

struct UnavailableEvaluationProvider: CoachingEvaluationProviding {
  struct Unavailable: Error {}
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    throw Unavailable()
  }
}

final class MockInsightEvaluator {
  enum MockError: Error { case notConfigured }
  private(set) var requests = 0
  func requestEvaluation(context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation {
    requests += 1
    throw MockError.notConfigured
  }
}

struct UnusedEvaluationProvider: CoachingEvaluationProviding {
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    fatalError("not used by these tests")
  }
}

final class AccountRecoveryTests: XCTestCase {
  func testDoubleThrows() async {
    do {
      _ = try await UnavailableEvaluationProvider().evaluation(for: .account)
      XCTFail("expected the double to throw")
    } catch {}
  }

  func testMockCountsRequests() async {
    let mock = MockInsightEvaluator()
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try? await mock.requestEvaluation(context: context)
    XCTAssertEqual(mock.requests, 1)
    if evaluation != nil { XCTFail("no evaluation expected") }
  }

  func testUnavailableKeepsTheReset() async {
    let allowed = await AccountRecoveryModel(provider: UnavailableEvaluationProvider()).resetTapped()
    XCTAssertTrue(allowed)
  }
}
