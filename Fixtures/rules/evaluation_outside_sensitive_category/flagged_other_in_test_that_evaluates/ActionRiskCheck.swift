import TrustInsights

// The same check. Its on-device test (ActionRiskCheckTests.swift) asks the framework itself
// for an evaluation under `.other`: that evaluator call is the test's own and a real request,
// so `.other` is reported there; the app's production check in `ActionRiskChecks.support` uses
// `.other` too and is reported where it is written.

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
  static let support = ActionRiskCheck(category: .other)  // expect: evaluation_outside_sensitive_category
}
