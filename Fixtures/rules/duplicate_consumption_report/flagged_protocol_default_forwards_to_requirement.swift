import TrustInsights

// A default helper in the protocol's extension forwards to the protocol's own requirement,
// written bare (`report(evaluation, .notUsedError)`): that runs what `self`'s conformer gives,
// as a call on an `any ConsumptionReporting` value does. The only conformer reports, so the
// helper reports too, and a report after it on the same path is the second one (before, the
// bare call reached only the bodiless requirement and the helper counted as an escape).

typealias RiskEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol ConsumptionReporting {
  func report(_ evaluation: RiskEvaluation, _ status: InsightEvaluationConsumptionStatus)
}

extension ConsumptionReporting {
  func reportFailure(_ evaluation: RiskEvaluation) {
    report(evaluation, .notUsedError)
  }
}

struct LiveConsumptionReporter: ConsumptionReporting {
  func report(_ evaluation: RiskEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class PasskeyResetModel {
  let evaluator = InsightEvaluator()
  let reporter: any ConsumptionReporting = LiveConsumptionReporter()

  func reset() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .account,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    if case .failure = evaluation.insight.outcome {
      reporter.reportFailure(evaluation)
    }
    reporter.report(evaluation, .usedUnchangedFriction)  // expect: duplicate_consumption_report
  }

  func resetOnce() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .account,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    if case .failure = evaluation.insight.outcome {
      reporter.reportFailure(evaluation)
      return
    }
    reporter.report(evaluation, .usedUnchangedFriction)
  }
}
