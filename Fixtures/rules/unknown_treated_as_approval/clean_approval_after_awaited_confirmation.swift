import Foundation
import TrustInsights

// An AI assistant's tool executor (reduced from a probe): on `.unknown` it keeps the
// confirmation it shows for every tool call, awaited right there, and only commits where the
// person's answer allows it (`if await confirm(…)`, `guard try await checks.run() else`, a
// `let ok = await askPerson()` read later). That is the async form of the callback answers
// (`runStandardChecks { passed in if passed { … } }`): keeping the checks the app already runs
// (RULES.md: `return existingChecksPass()`), not an approval on `.unknown`.
protocol PayeeTools {
  func commitPayee(_ token: String) async throws
  func runServerChecks() async throws -> Bool
}

final class PayeeToolExecutor {
  let evaluator = InsightEvaluator()
  let tools: PayeeTools
  let confirm: (String) async -> Bool

  init(tools: PayeeTools, confirm: @escaping (String) async -> Bool) {
    self.tools = tools
    self.confirm = confirm
  }

  func addPayee(iban: String, token: String, isNew: Bool) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      if await confirm(iban) {
        try await tools.commitPayee(token)
      }
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      guard isNew, try await tools.runServerChecks() else { return }
      try await tools.commitPayee(token)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      let ok = await confirm(iban)
      if ok { try await tools.commitPayee(token) }
    }
  }

  func addPayeeAgain(iban: String, token: String) async throws {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    let evaluation = try await evaluator.requestEvaluation(context: context)
    if case .success(let level) = evaluation.insight.outcome, level == .high {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return
    }
    evaluation.reportConsumption(.usedUnchangedFriction)
    let confirmed = await confirm(iban)
    guard confirmed else { return }
    try await tools.commitPayee(token)
  }
}
