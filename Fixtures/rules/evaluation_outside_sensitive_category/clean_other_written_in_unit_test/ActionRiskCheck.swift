import TrustInsights

// The app builds its checks with sensitive categories only. The unit test
// (ActionRiskCheckTests.swift imports XCTest and the app `@testable`) passes `.other` to the
// memberwise initializer to test that the check copes with any category, with a requester
// that throws: a test's input to app code, not a category the shipped app requests with.

typealias CoachingContext = InsightEvaluator.InsightContext<IsLikelyBeingCoachedInsight>
typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol EvaluationRequesting {
  func requestEvaluation(context: CoachingContext) async throws -> CoachingEvaluation
}

extension InsightEvaluator: EvaluationRequesting {}

struct ActionRiskCheck {
  let category: InsightEvaluator.OperationCategory
  var requester: any EvaluationRequesting = InsightEvaluator()

  func isRisky() async -> Bool {
    let context = CoachingContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await requester.requestEvaluation(context: context) else { return false }
    let risky = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(risky ? .usedIncreasedFriction : .usedUnchangedFriction)
    return risky
  }
}

enum ActionRiskChecks {
  static let transfer = ActionRiskCheck(category: .payment)
  static let passkeyReset = ActionRiskCheck(category: .account)
}
