import TrustInsights
import XCTest

@testable import SafeBank

struct FailingRequester: EvaluationRequesting {
  struct Offline: Error {}
  func requestEvaluation(context: CoachingContext) async throws -> CoachingEvaluation { throw Offline() }
}

final class ActionRiskCheckTests: XCTestCase {
  func testOtherCategoryIsNotRiskyOffline() async {
    let check = ActionRiskCheck(category: .other, requester: FailingRequester())
    let risky = await check.isRisky()
    XCTAssertFalse(risky)
  }
}
