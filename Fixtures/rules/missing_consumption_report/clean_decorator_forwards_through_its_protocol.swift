import TrustInsights

// An analytics decorator conforms to the reporting protocol it wraps and forwards to a `base`
// of that protocol (generic or existential). The forward may run the decorator itself (a
// decorator of a decorator), but every chain ends in a conformer that reports: a call through
// the protocol is a report. Reduced from a probe: the decorator's own forward used to keep the
// starting assumption "never reports", and each caller got a missing report.

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

struct LoggedReporting: CoachingReporting {
  let base: any CoachingReporting
  func report(_ evaluation: CoachingEvaluation, _ status: InsightEvaluationConsumptionStatus) {
    print("coaching feedback: \(status)")
    base.report(evaluation, status)
  }
}

@MainActor
final class TradeTicket {
  let evaluator = InsightEvaluator()
  let reporting: any CoachingReporting = LoggedReporting(base: TrackedReporting(base: LiveReporting()))
  var needsAcknowledgement = false

  func place() async throws {
    let evaluation = try await evaluator.requestEvaluation(
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
      reporting.report(evaluation, .notUsedError)
    }
  }
}
