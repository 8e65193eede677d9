import TrustInsights

// One `async let` binds a tuple of two child tasks: `async let (evaluation, limit) =
// (evaluatePayment(), fetchDailyLimit())`. Each name is an `async let` of its own element, so
// `try await evaluation` throwing means the evaluation was never made (nothing to report), as
// with `async let evaluation = evaluatePayment()` alone; the daily limit's task cannot throw.
// Before, the tuple's evaluation counted as made at the declaration, and the `try` that awaits
// it gave a false "can throw" (probes-br p04).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Payee: Sendable { let id: String; let amount: Int }

func paymentContext() -> InsightEvaluator.InsightContext {
  InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

func evaluatePayment() async throws -> CoachingEvaluation {
  try await InsightEvaluator().requestEvaluation(context: paymentContext())
}

func fetchDailyLimit() async -> Int { 500 }

func review(_ payee: Payee) async throws -> Bool {
  async let (evaluation, limit) = (evaluatePayment(), fetchDailyLimit())
  let e = try await evaluation
  let l = await limit
  if case .success(.high) = e.insight.outcome {
    e.reportConsumption(.usedIncreasedFriction)
    return false
  }
  e.reportConsumption(.usedUnchangedFriction)
  return payee.amount <= l
}
