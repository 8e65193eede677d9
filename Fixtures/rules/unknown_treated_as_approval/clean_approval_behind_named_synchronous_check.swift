import Foundation
import TrustInsights

// Staking withdrawal (reduced from a probe): after `.high` and `.medium` left, `.unknown` runs
// the app's own rules, and the withdrawal is approved only where they pass. The rules are a
// synchronous call whose name says it runs the checks (`passesStandardChecks`,
// `complianceCheckPassed`, `let ok = rules.runChecks(id)` read later): that is the app keeping
// the checks it already runs, like RULES.md's `return existingChecksPass()`, not an approval
// of `.unknown`. (A synchronous predicate named otherwise, `isSmall(amount)`, still is one.)
final class StakingWithdrawal {
  let evaluator = InsightEvaluator()
  let rules = WithdrawalRules()

  func approveWithdrawal(_ id: String) {}
  func holdWithdrawal(_ id: String) {}

  func process(id: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    guard case .success(let level) = evaluation.insight.outcome else {
      evaluation.reportConsumption(.notUsedError)
      holdWithdrawal(id)
      return
    }
    if case .high = level {
      evaluation.reportConsumption(.usedIncreasedFriction)
      holdWithdrawal(id)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    guard rules.passesStandardChecks(id) else {
      holdWithdrawal(id)
      return
    }
    approveWithdrawal(id)
  }

  func processBatch(ids: [String]) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      for id in ids {
        if rules.complianceCheckPassed(id) && !id.isEmpty {
          approveWithdrawal(id)
        }
        let ok = try rules.runChecks(id)
        if ok { approveWithdrawal(id) }
      }
    case .success:
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}

final class WithdrawalRules {
  func passesStandardChecks(_ id: String) -> Bool { !id.isEmpty }
  func complianceCheckPassed(_ id: String) -> Bool { true }
  func runChecks(_ id: String) throws -> Bool { true }
}
