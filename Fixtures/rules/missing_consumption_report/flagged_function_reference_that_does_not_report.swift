// The function named as an argument does not report (or the helper runs it on some paths
// only): still found (probes-ef p03, p08, p47); a report after the one it makes is a duplicate.
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let quoteContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func logArrival(_ evaluation: Coaching) {
  print("evaluation arrived")
}

func recordEvaluationOnly(_ evaluation: Coaching) {
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) {
  sink(evaluation)
}

func pipeIfEnabled(_ evaluation: Coaching, enabled: Bool, _ sink: (Coaching) -> Void) {
  if enabled { sink(evaluation) }
}

func quote(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  pipe(evaluation, logArrival)
}

func quoteWhenEnabled(evaluator: InsightEvaluator, enabled: Bool) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)  // expect: missing_consumption_report
  pipeIfEnabled(evaluation, enabled: enabled, recordEvaluationOnly)
}

func quoteTwice(evaluator: InsightEvaluator) async throws {
  let evaluation = try await evaluator.requestEvaluation(context: quoteContext)
  pipe(evaluation, recordEvaluationOnly)
  evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
}
