import Testing
import TrustInsights
import XCTest

// `try #require(x)` and `try XCTUnwrap(x)` give back their argument unwrapped: the evaluation
// is still the test's to report, not handed to a function outside the program. Where they
// throw, the value was nil and nothing is owed, so a test that reports after them is clean.

let context = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@Test func outcomeIsKnown() async throws {
  let evaluation = try #require(try? await InsightEvaluator().requestEvaluation(context: context))  // expect: missing_consumption_report
  #expect((try? evaluation.insight.outcome.get()) != .unknown)
}

@Test func reportsAfterRequire() async throws {
  let maybe = try? await InsightEvaluator().requestEvaluation(context: context)
  let evaluation = try #require(maybe, "the device should evaluate")
  evaluation.reportConsumption(.usedEvaluationOnly)
}

final class EvaluationTests: XCTestCase {
  func testUnwrapped() async throws {
    let evaluation = try XCTUnwrap(try? await InsightEvaluator().requestEvaluation(context: context))  // expect: missing_consumption_report
    XCTAssertNotEqual(try? evaluation.insight.outcome.get(), .unknown)
  }

  func testReportsAfterUnwrap() async throws {
    let maybe = try? await InsightEvaluator().requestEvaluation(context: context)
    let evaluation = try XCTUnwrap(maybe)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
