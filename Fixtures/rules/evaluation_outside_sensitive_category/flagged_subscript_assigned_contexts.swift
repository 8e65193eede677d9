import TrustInsights

// Contexts put into a dictionary one by one (`contexts[.help] = …`) rather than written in a
// dictionary literal: every element assigned is a context the subscript read may return.

enum Screen: Hashable { case transfer, login, help }

final class ContextRegistry {
  private var contexts: [Screen: InsightEvaluator.InsightContext] = [:]
  private let evaluator = InsightEvaluator()

  init() {
    contexts[.transfer] = Self.make(.payment)
    self.contexts[.login] = Self.make(.account)
    contexts[.help] = Self.make(.other)  // expect: evaluation_outside_sensitive_category
  }

  static func make(_ category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
    .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func evaluate(_ screen: Screen) async throws {
    guard let context = contexts[screen] else { return }
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func localTable(_ screen: Screen) async throws {
  var table: [Screen: InsightEvaluator.InsightContext] = [:]
  table[.transfer] = ContextRegistry.make(.payment)
  table[.help] = ContextRegistry.make(.other)  // expect: evaluation_outside_sensitive_category
  guard let context = table[screen] else { return }
  let evaluation = try await InsightEvaluator().requestEvaluation(context: context)
  evaluation.reportConsumption(.usedEvaluationOnly)
}
