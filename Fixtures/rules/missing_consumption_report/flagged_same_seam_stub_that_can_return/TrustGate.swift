import TrustInsights

// The same seam, but the stub in AppEnvironment.swift hands back an evaluation a test stored
// in it (its `evaluate` can return) and drops the report: where `trust` is the stub, the
// evaluation it made is never reported. And an evaluation made elsewhere (`live`), handed to
// a seam that may be the stub, is dropped there whatever the stub's `evaluate` does.

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
  enum Decision: Equatable { case send, review, hold }

  private let trust: any TrustEvaluating
  private(set) var decision: Decision?

  init(trust: any TrustEvaluating) { self.trust = trust }

  func recordOnly(live: LiveTrustEvaluator) async {
    guard let evaluation = try? await live.evaluate(.account) else { return }  // expect: missing_consumption_report "UITestStubEvaluator.report"
    trust.report(evaluation, .usedEvaluationOnly)
  }

  func submit(to payee: String) async {
    guard let evaluation = try? await trust.evaluate(.payment) else {  // expect: missing_consumption_report "UITestStubEvaluator.report"
      decision = .review
      return
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      trust.report(evaluation, .usedIncreasedFriction)
      decision = .hold
    case .success:
      self.trust.report(evaluation, .usedUnchangedFriction)
      decision = payee.hasPrefix("DE") ? .send : .review
    case .failure:
      trust.report(evaluation, .notUsedError)
      decision = .review
    }
  }
}
