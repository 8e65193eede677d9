import TrustInsights

// The seam of clean_same_seam_stub_that_never_evaluates, but the name that made the evaluation
// does not hold the same object at the report (probes-eb p48, p50): `trust` is assigned the
// UI-test stub between the calls, or a local `trust` shadows `self.trust`. The stub may then
// drop an evaluation the live evaluator made: a leak where the stub is picked.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustEvaluating {
  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus)
}

struct LiveTrustEvaluator: TrustEvaluating {
  private let evaluator = InsightEvaluator()

  func evaluate(_ category: InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation {
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await evaluator.requestEvaluation(context: context)
  }

  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

@MainActor
final class TransferModel {
  var trust: any TrustEvaluating
  private let fallback: any TrustEvaluating

  init(trust: any TrustEvaluating, fallback: any TrustEvaluating) {
    self.trust = trust
    self.fallback = fallback
  }

  func submitAfterSwitch() async {
    guard let evaluation = try? await trust.evaluate(.payment) else { return }  // expect: missing_consumption_report "UITestStubEvaluator.report"
    trust = AppEnvironment.trust
    trust.report(evaluation, .usedEvaluationOnly)
  }

  func submitThroughFallback() async {
    guard let evaluation = try? await self.trust.evaluate(.payment) else { return }  // expect: missing_consumption_report "UITestStubEvaluator.report"
    let trust = fallback
    trust.report(evaluation, .usedEvaluationOnly)
  }

  // `self.trust = …` rebinds the property as `trust = …` does (probes-ef p25, p26).
  func submitAfterSelfSwitch() async {
    guard let evaluation = try? await self.trust.evaluate(.payment) else { return }  // expect: missing_consumption_report "UITestStubEvaluator.report"
    self.trust = AppEnvironment.trust
    self.trust.report(evaluation, .usedEvaluationOnly)
  }
}
