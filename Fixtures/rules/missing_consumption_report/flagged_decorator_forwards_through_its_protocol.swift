import TrustInsights

// An analytics decorator of the reporting protocol forwards to its `base` (a generic of that
// protocol): a call through the protocol is a report, so the finding in `place()` names only
// the path that reports nothing (the insight failure), not every path. A second decorator
// that reports and then forwards reports twice (at the forward). Reduced from a probe.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol CoachingReporting {
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus)
}

struct LiveReporting: CoachingReporting {
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
  }
}

final class TrackedReporting<Base: CoachingReporting>: CoachingReporting {
  let base: Base
  private(set) var statuses: [String] = []
  init(base: Base) { self.base = base }

  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    statuses.append("\(status)")
    base.report(evaluation, status)
  }
}

struct EchoingReporting: CoachingReporting {
  let base: LiveReporting
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    evaluation.reportConsumption(status)
    base.report(evaluation, status)  // expect: duplicate_consumption_report
  }
}

@MainActor
final class TradeTicket {
  let evaluator = InsightEvaluator()
  let reporting: any CoachingReporting = TrackedReporting(base: LiveReporting())
  var needsAcknowledgement = false

  func place() async throws {
    let evaluation = try await evaluator.requestEvaluation(  // expect: missing_consumption_report "is not reported on every path: reaches the end at line 59 after the '.failure' branch"
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      reporting.report(evaluation, .usedIncreasedFriction)
      needsAcknowledgement = true
    case .success:
      reporting.report(evaluation, .usedUnchangedFriction)
    case .failure:
      needsAcknowledgement = true
    }
  }
}
