import TrustInsights

// `try` before a call of a `rethrows` function whose closures cannot throw (a compiler warning
// only): the call throws only what its closures throw, nothing here, so it is no exit before
// the report. (flagged_try_of_rethrows_given_throwing_closure: closures that may throw.)

let payContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

struct Ledger {
  func fee(for cents: Int) -> Int { cents / 100 }
}

func audited<T>(_ label: String, _ body: () throws -> T) rethrows -> T {
  print(label)
  return try body()
}

func pay(_ evaluator: InsightEvaluator, ledger: Ledger) async throws -> Int {
  let evaluation = try await evaluator.requestEvaluation(context: payContext)
  let fee = try audited("fee") { ledger.fee(for: 500) }
  let rounded = try audited("rounded", { (try? Optional(fee).map { $0 * 2 }) ?? 0 })
  evaluation.reportConsumption(.usedEvaluationOnly)
  return fee + rounded
}
