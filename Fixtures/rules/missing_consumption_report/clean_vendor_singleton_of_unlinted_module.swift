// A fraud vendor's SDK from a module outside the linted set (`SentinelRisk`) is reached
// through its singleton, `SentinelRisk.shared`, directly or kept in a property. Its
// `requestEvaluation(context:)` takes the vendor's own contexts (`.trade(…)`, `.session(…)`)
// and returns a score: no evaluation is created and nothing is owed, even where the result is
// discarded. By convention `T.shared` is a `T`, as `FraudEvaluator(tenant:)` is one
// (clean_vendor_client_of_unlinted_module). Its `requestAuthorization(for: .preciseLocation)`
// is the vendor's prompt too. The coaching evaluation beside it is reported.
import SentinelRisk
import TrustInsights

@available(iOS 27.0, *)
final class PreTradeChecks {
  private let coaching = InsightEvaluator()
  private let sentinel = SentinelRisk.shared

  func vendorScore(accountID: String, amount: Decimal) async -> Int {
    let verdict = try? await sentinel.requestEvaluation(context: .trade(accountID: accountID, amount: amount))
    return verdict?.score ?? 0
  }

  func check(accountID: String, amount: Decimal) async -> Bool {
    _ = try? await sentinel.requestAuthorization(for: .preciseLocation)
    let score = await vendorScore(accountID: accountID, amount: amount)
    _ = try? await SentinelRisk.shared.requestEvaluation(context: .session(accountID))
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
    )
    guard let evaluation = try? await coaching.requestEvaluation(context: context) else {
      return score < 80
    }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return score < 80
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return score < 80
    }
  }
}
