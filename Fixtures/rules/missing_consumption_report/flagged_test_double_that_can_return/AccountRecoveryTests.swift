import TrustInsights
import XCTest

@testable import Recovery

final class StubEvaluationProvider: CoachingEvaluationProviding {
  struct NotStubbed: Error {}
  var stubbed: CoachingEvaluation?
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    if let stubbed { return stubbed }
    throw NotStubbed()
  }
}

struct UnavailableEvaluationProvider: CoachingEvaluationProviding {
  struct Unavailable: Error {}
  func evaluation(for category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    throw Unavailable()
  }
}

final class AccountRecoveryTests: XCTestCase {
  func testStubWithoutEvaluationThrows() async {
    do {
      _ = try await StubEvaluationProvider().evaluation(for: .account)  // expect: missing_consumption_report
      XCTFail("expected the stub to throw")
    } catch {}
  }

  func testThroughTheProtocol() async {
    let provider: any CoachingEvaluationProviding = UnavailableEvaluationProvider()
    do {
      _ = try await provider.evaluation(for: .account)  // expect: missing_consumption_report "discarded"
      XCTFail("expected the provider to throw")
    } catch {}
  }
}
