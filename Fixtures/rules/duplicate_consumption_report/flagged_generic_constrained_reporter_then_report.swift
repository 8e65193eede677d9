// A transfer function generic over its injected reporter: every conformer of the protocol
// reports what it is given, so the direct report after the call is a second one.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol TrustReporting {
  func finish(_ evaluation: CoachingEvaluation)
}

struct LiveReporter: TrustReporting {
  func finish(_ evaluation: CoachingEvaluation) {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

let transferContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func sendTransfer<Reporter: TrustReporting>(evaluator: InsightEvaluator, reporter: Reporter) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: transferContext)
  reporter.finish(evaluation)
  evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report
}
