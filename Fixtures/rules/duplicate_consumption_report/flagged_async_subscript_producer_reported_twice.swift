// The evaluation an awaited async subscript produces is tracked as a producer's: two reports of
// it on one path are a duplicate (probes-ei p38).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

struct RiskDesk {
  let evaluator = InsightEvaluator()

  subscript(category category: String) -> Coaching {
    get async throws {
      try await evaluator.requestEvaluation(context: payContext)
    }
  }
}

struct PayScreen {
  let risk = RiskDesk()

  func pay() async throws {
    let e = try await risk[category: "payment"]
    e.reportConsumption(.usedEvaluationOnly)
    e.reportConsumption(.usedEvaluationOnly) // expect: duplicate_consumption_report
  }
}
