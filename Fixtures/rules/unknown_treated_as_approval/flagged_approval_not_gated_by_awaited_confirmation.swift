import Foundation
import TrustInsights

// The nearest defects to clean_approval_after_awaited_confirmation: on `.unknown` the commit
// runs whatever the awaited confirmation answered (after the `if`, or with the answer never
// read), where its negation says no, or behind a synchronous predicate (`if isSmall(amount)`:
// a property of the data, not a check the app runs; RULES.md counts it as approval).
protocol PayeeTools {
  func commitPayee(_ token: String) async throws
}

final class PayeeToolExecutor {
  let evaluator = InsightEvaluator()
  let tools: PayeeTools
  let confirm: (String) async -> Bool

  init(tools: PayeeTools, confirm: @escaping (String) async -> Bool) {
    self.tools = tools
    self.confirm = confirm
  }

  func isSmall(_ amount: Decimal) -> Bool { amount < 100 }

  func addPayee(iban: String, token: String, amount: Decimal) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if await confirm(iban) {
        print("confirmed")
      }
      try await tools.commitPayee(token)  // expect: unknown_treated_as_approval "commitPayee"
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      let ok = await confirm(iban)
      print(ok)
      try await tools.commitPayee(token)  // expect: unknown_treated_as_approval "commitPayee"
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }

  func addSmallPayee(iban: String, token: String, amount: Decimal) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if isSmall(amount) {
        try await tools.commitPayee(token)  // expect: unknown_treated_as_approval "commitPayee"
      }
      if !(await confirm(iban)) {
        try await tools.commitPayee(token)  // expect: unknown_treated_as_approval "commitPayee"
      }
    case .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success, .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}
