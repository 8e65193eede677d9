// A closure kept in a local `let`, named as the argument of a function-typed parameter, runs as
// `{ sink($0) }`: the report it makes counts, so reporting again after it, or handing the
// evaluation to it twice, is a second report (probes-ei p05, p42).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) {
  sink(evaluation)
}

struct PayScreen {
  let evaluator = InsightEvaluator()

  func payThenReport() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = { (e: Coaching) in e.reportConsumption(.usedEvaluationOnly) }
    pipe(evaluation, sink)
    evaluation.reportConsumption(.usedEvaluationOnly) // expect: duplicate_consumption_report
  }

  func payTwice() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    let sink = { (e: Coaching) in e.reportConsumption(.usedEvaluationOnly) }
    pipe(evaluation, sink)
    pipe(evaluation, sink) // expect: duplicate_consumption_report
  }
}
