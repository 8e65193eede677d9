// `[e = evaluation]` is `let e = evaluation`: a closure run in place that only reads `e` leaves
// the evaluation owed (the near miss of clean_capture_list_copy_reported_in_place; probes-ei p33).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

func withAudit(_ body: () -> Void) { body() }

struct PayScreen {
  let evaluator = InsightEvaluator()

  func pay() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext) // expect: missing_consumption_report
    withAudit { [e = evaluation] in
      print(e.insight)
    }
  }
}
