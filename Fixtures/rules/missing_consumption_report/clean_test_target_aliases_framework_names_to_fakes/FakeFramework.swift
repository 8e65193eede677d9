import XCTest

// The test target of a CI job without the framework aliases its names to fakes of its own and
// does not import TrustInsights. The alias declares `InsightEvaluator` for the fake, as a type
// declared under that name would: this file names the fake, not the framework, so it is not
// analysed for it (the fake's evaluation is no evaluation, its `.unknown` no outcome).

struct FakeInsightEvaluator {
  func requestEvaluation(context: String) async throws -> FakeEvaluation { FakeEvaluation(level: .unknown) }
}

struct FakeEvaluation {
  enum Level { case unknown, medium, high }
  let level: Level
  func reportConsumption(_ status: String) {}
}

typealias InsightEvaluator = FakeInsightEvaluator

final class FakeFrameworkTests: XCTestCase {
  func testUnknownByDefault() async throws {
    let evaluation = try await InsightEvaluator().requestEvaluation(context: "payment")
    switch evaluation.level {
    case .unknown:
      skipVerificationStep()
    case .medium, .high:
      evaluation.reportConsumption("used")
    }
    XCTAssertEqual(evaluation.level, .unknown)
  }

  private func skipVerificationStep() {}
}
