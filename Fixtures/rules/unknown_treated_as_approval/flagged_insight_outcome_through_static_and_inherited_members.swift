import TrustInsights

// The near-miss of clean_own_insight_outcome_through_static_and_inherited_members: the shared
// instance's method, or the inherited one, hands out the evaluation itself, or the shared
// instance belongs to a type the program does not declare (another SDK's): the chain is the
// evaluation's outcome.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class EvaluationStore {
  static let shared = EvaluationStore()
  var pending: CoachingEvaluation?
  func latest() -> CoachingEvaluation? { pending }
}

class BaseEvaluationLedger {
  var pending: CoachingEvaluation?
  func latest() -> CoachingEvaluation? { pending }
}

final class PayoutEvaluationLedger: BaseEvaluationLedger {}

func approvePayout() {}

func settlePayout() {
  guard let rec = EvaluationStore.shared.latest() else { return }
  if case .success(.unknown) = rec.insight.outcome { approvePayout() }  // expect: unknown_treated_as_approval
  rec.reportConsumption(.usedUnchangedFriction)
}

func settleFromLedger(ledger: PayoutEvaluationLedger) {
  guard let rec = ledger.latest() else { return }
  if case .success(.unknown) = rec.insight.outcome { approvePayout() }  // expect: unknown_treated_as_approval
  rec.reportConsumption(.usedUnchangedFriction)
}

func settleFromVendor() {
  let rec = VendorTrustKit.shared.latestEvaluation()
  if case .success(.unknown) = rec.insight.outcome { approvePayout() }  // expect: unknown_treated_as_approval
}
