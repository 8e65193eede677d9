// A view model generic over its injected reporter (tests pass a spy); every conformer reports, so the call is the report.
import TrustInsights

typealias PayeeEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustReporting {
  func settle(_ evaluation: PayeeEvaluation, approved: Bool)
}

struct LiveReporter: TrustReporting {
  func settle(_ evaluation: PayeeEvaluation, approved: Bool) {
    evaluation.reportConsumption(approved ? .usedUnchangedFriction : .notUsedNotNeeded)
  }
}

@MainActor
final class PayeeModel<Reporter: TrustReporting> {
  let reporter: Reporter
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
  )

  init(reporter: Reporter) { self.reporter = reporter }

  func addPayee(confirmed: Bool) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    reporter.settle(evaluation, approved: confirmed)
  }

  func addPayee<Other: TrustReporting>(confirmed: Bool, via other: Other) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    other.settle(evaluation, approved: confirmed)
  }
}
