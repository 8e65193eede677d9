// A local closure or a constant holding a function of the program, named as the argument of a
// function-typed parameter, runs as `{ sink($0) }`: when it never reports, or runs on one branch
// only, the evaluation is still owed (the near misses of
// clean_local_closure_or_function_constant_passed_by_name; probes-ei p04, p13, p43).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func logOnly(_ evaluation: Coaching) {
  print(evaluation.insight)
}

func pipe(_ evaluation: Coaching, _ sink: (Coaching) -> Void) {
  sink(evaluation)
}

struct PayScreen {
  let evaluator = InsightEvaluator()

  func payLoggingOnly() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext) // expect: missing_consumption_report
    let sink = { (e: Coaching) in print(e.insight) }
    pipe(evaluation, sink)
  }

  func payOnLargeAmounts(amount: Int) async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext) // expect: missing_consumption_report "reaches the end"
    let sink = { (e: Coaching) in e.reportConsumption(.usedEvaluationOnly) }
    if amount > 100 {
      pipe(evaluation, sink)
    }
  }

  func payThroughLogger() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext) // expect: missing_consumption_report
    let sink = logOnly
    pipe(evaluation, sink)
  }
}
