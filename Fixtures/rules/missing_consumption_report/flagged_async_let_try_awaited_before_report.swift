// The neighbour of clean_async_let_try_initializer.swift: the `async let` declared with `try`
// is awaited with `try await` before the report, so its error leaves there; the leak is at
// the await (line 23), not at the declaration (line 22).
import TrustInsights

struct Limits { let daily: Int }

struct LimitsAPI {
  func limits() async throws -> Limits { Limits(daily: 1_000) }
}

final class InstantPayoutFlow {
  let evaluator = InsightEvaluator()
  let api = LimitsAPI()

  func payout(_ amount: Int) async throws -> Bool {
    let evaluation = try await evaluator.requestEvaluation(  // expect: missing_consumption_report "'try await limits.daily' can throw at line 23"
      context: .init(
        operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    )
    let tenure = 3
    async let limits = try api.limits()
    let daily = try await limits.daily
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    evaluation.reportConsumption(tenure > 1 ? .usedUnchangedFriction : .usedEvaluationOnly)
    return amount <= daily
  }
}
