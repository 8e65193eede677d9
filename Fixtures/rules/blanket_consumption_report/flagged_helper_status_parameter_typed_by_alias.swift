import TrustInsights

// The app's reporting layer names the status type through its own alias. A parameter typed
// `ConsumptionStatus` is the status all the same: after the outcome was tested, the one report
// through the helper passes the same constant on every path, a blanket report (before, only a
// parameter spelled `InsightEvaluationConsumptionStatus` made the helper a status taker).

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

enum Decision { case stepUp, keepChecks }

final class QuickPayModel {
  let evaluator = InsightEvaluator()
  let reporter: any ConsumptionReporting = LiveConsumptionReporter()

  func pay() async throws -> Decision {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    let decision: Decision
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium): decision = .stepUp
    default: decision = .keepChecks
    }
    reporter.report(evaluation, .usedUnchangedFriction)  // expect: blanket_consumption_report
    return decision
  }

  func payPerBranch() async throws -> Decision {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      reporter.report(evaluation, .usedIncreasedFriction)
      return .stepUp
    case .success:
      reporter.report(evaluation, .usedUnchangedFriction)
      return .keepChecks
    case .failure:
      reporter.report(evaluation, .notUsedError)
      return .keepChecks
    }
  }
}
