// A capture list entry with an initializer, `[e = evaluation]`, is `let e = evaluation` made
// where the closure is: a closure run in place that reports `e` reports the evaluation. Before,
// the parser dropped the initializer and `e` named nothing: a false "never reported" (probes-ei
// p31). A `Task { [e = evaluation] in … }` still takes the evaluation along (an escape).
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
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    withAudit { [e = evaluation] in
      e.reportConsumption(.usedEvaluationOnly)
    }
  }

  func payImmediately() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    _ = { [e = evaluation] in e.reportConsumption(.usedEvaluationOnly) }()
  }

  func payLater() async throws {
    let evaluation = try await evaluator.requestEvaluation(context: payContext)
    Task { [e = evaluation] in
      e.reportConsumption(.usedEvaluationOnly)
    }
  }
}
