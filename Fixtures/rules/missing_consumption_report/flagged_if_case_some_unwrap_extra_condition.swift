// `if case let e? = evaluation` fails only for nil, but a further condition of the same `if`
// fails for an evaluation that exists: it is not reported on that path (probes-bw p143's
// counterpart; clean_if_case_some_unwrap).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct Account: Sendable { let id: String }

func evaluate(_ account: Account) async throws -> CoachingEvaluation {
  let context = InsightEvaluator.InsightContext(
    operationCategory: .account,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  return try await InsightEvaluator().requestEvaluation(context: context)
}

func onlyWhenNamed(_ account: Account) async {
  let evaluation = try? await evaluate(account)  // expect: missing_consumption_report "when the 'if' at line 19 is false"
  if case let e? = evaluation, !account.id.isEmpty {
    e.reportConsumption(.usedUnchangedFriction)
  }
}  // expect-note: missing_consumption_report "reaches the end here without a report"

func onlySome(_ account: Account) async {
  let evaluation = try? await evaluate(account)  // expect: missing_consumption_report "when the 'if' at line 26 is false"
  if case .some(let e) = evaluation, case .success(.high) = e.insight.outcome {
    e.reportConsumption(.usedIncreasedFriction)
  }
}  // expect-note: missing_consumption_report "reaches the end here without a report"
