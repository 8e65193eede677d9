import TrustInsights

// One `async let` binds a tuple of two child tasks, and the limit's task can throw: once
// `try await evaluation` has returned, the evaluation exists, and `try await limit` throwing
// leaves the function with it unreported. (Awaiting the evaluation itself is no such exit: see
// clean_async_let_tuple_pattern.)

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

func fetchDailyLimit() async throws -> Int { 500 }

func review(_ payee: Payee) async throws -> Bool {
  async let (evaluation, limit) = (evaluatePayment(), fetchDailyLimit())  // expect: missing_consumption_report "'try await limit' can throw at line 27"
  let e = try await evaluation
  let l = try await limit
  if case .success(.high) = e.insight.outcome {
    e.reportConsumption(.usedIncreasedFriction)
    return false
  }
  e.reportConsumption(.usedUnchangedFriction)
  return payee.amount <= l
}
