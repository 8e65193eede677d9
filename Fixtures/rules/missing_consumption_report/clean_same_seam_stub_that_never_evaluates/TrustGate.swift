import TrustInsights

// One seam both makes the evaluation and takes its report. The UI-test stub in
// AppEnvironment.swift is compiled into every build (a launch argument selects it) and its
// `report` is empty, but its `evaluate` only throws: where `trust` is the stub, no evaluation
// reaches `trust.report`, so the model below reports on every path.

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

  func submit(to payee: String) async {
    guard let evaluation = try? await trust.evaluate(.payment) else {
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
