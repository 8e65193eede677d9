// The near misses of flagged_async_subscript_producer_not_reported: the evaluation an awaited
// async subscript produces is reported on every path; a synchronous subscript that looks a
// stored evaluation up produces nothing (probes-ei p35, p37).
import TrustInsights

typealias Coaching = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum Flow { case payment, account }

struct RiskDesk {
  let evaluator = InsightEvaluator()
  var held: [String: Coaching] = [:]

  subscript(_ flow: Flow) -> Coaching {
    get async throws {
      try await evaluator.requestEvaluation(context: payContext)
    }
  }

  subscript(id id: String) -> Coaching? { held[id] }
}

struct PayScreen {
  let risk = RiskDesk()

  func pay() async throws {
    let e = try await risk[.payment]
    switch e.insight.outcome {
    case .success(.high): e.reportConsumption(.usedIncreasedFriction)
    case .success: e.reportConsumption(.usedUnchangedFriction)
    case .failure: e.reportConsumption(.notUsedError)
    }
  }

  func show(_ id: String) {
    if let e = risk[id: id] { print(e.insight) }
  }
}
