import Foundation
import TrustInsights

// The nearest defects to clean_approval_behind_named_synchronous_check: on `.unknown` the
// withdrawal is approved whatever the checks said (their answer negated, or the approval after
// the `if`), or behind a call whose name asks to do without the checks (`shouldSkipChecks`,
// `canBypassChecks`): those are not the checks' answer.
final class StakingWithdrawalShortcuts {
  let evaluator = InsightEvaluator()
  let rules = ShortcutRules()

  func approveWithdrawal(_ id: String) {}

  func process(id: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if !rules.passesStandardChecks(id) {
        approveWithdrawal(id)  // expect: unknown_treated_as_approval "approveWithdrawal"
      }
      if rules.shouldSkipChecks(id) {
        approveWithdrawal(id)  // expect: unknown_treated_as_approval "approveWithdrawal"
      }
      if rules.canBypassChecks(id) {
        approveWithdrawal(id)  // expect: unknown_treated_as_approval "approveWithdrawal"
      }
      if rules.passesStandardChecks(id) {
        print("checks passed for \(id)")
      }
      approveWithdrawal(id)  // expect: unknown_treated_as_approval "approveWithdrawal"
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}

final class ShortcutRules {
  func passesStandardChecks(_ id: String) -> Bool { !id.isEmpty }
  func shouldSkipChecks(_ id: String) -> Bool { false }
  func canBypassChecks(_ id: String) -> Bool { false }
}
