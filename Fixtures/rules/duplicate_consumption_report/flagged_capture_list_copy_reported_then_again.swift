// `[e = evaluation]` is `let e = evaluation` (an alias of one object): a closure run in place
// that reports `e`, then a report of `evaluation`, reports it twice (probes-ei p30).
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
    evaluation.reportConsumption(.usedUnchangedFriction) // expect: duplicate_consumption_report
  }
}
