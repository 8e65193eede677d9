import TrustInsights

// The status goes to a reporter injected as `any ConsumptionReporting`: the protocol's
// requirement has no body, its conformer's passes the status to `reportConsumption`, so a
// `used…` status given in `case .failure` is reported for a failed insight (before, the
// bodiless requirement among the candidates hid the conformer and nothing was found).

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias ConsumptionStatus = InsightEvaluationConsumptionStatus

protocol ConsumptionReporting {
  func report(_ evaluation: RiskEvaluation, _ status: ConsumptionStatus)
}

struct LiveConsumptionReporter: ConsumptionReporting {
  func report(_ evaluation: RiskEvaluation, _ status: ConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class QuickPayModel {
  let evaluator = InsightEvaluator()
  let reporter: any ConsumptionReporting

  init(reporter: any ConsumptionReporting) { self.reporter = reporter }

  func pay() async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      reporter.report(evaluation, .usedIncreasedFriction)
      return false
    case .success:
      reporter.report(evaluation, .usedUnchangedFriction)
      return true
    case .failure:
      reporter.report(evaluation, .usedUnchangedFriction)  // expect: consumption_value_mismatch
      return true
    }
  }
}
