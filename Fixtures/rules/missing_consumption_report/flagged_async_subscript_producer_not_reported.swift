// A subscript whose getter is `get async throws` and returns an evaluation produces one on each
// awaited read, as an async computed property does: `let e = try await risk[.payment]` owes a
// report. Before, the read was no producer and the evaluation went unseen (probes-ei p34).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Flow { case payment, account }

struct RiskDesk {
  let evaluator = InsightEvaluator()

  subscript(_ flow: Flow) -> Coaching {
    get async throws {
      try await evaluator.requestEvaluation(context: payContext)
    }
  }
}

struct PayScreen {
  let risk = RiskDesk()

  func pay() async throws {
    let e = try await risk[.payment] // expect: missing_consumption_report
    print(e.insight)
  }
}
