import TrustInsights

// Elements assigned through a subscript count for the collection they are assigned to: the
// `.other` context kept in a debug table never reaches an evaluator call.

enum Screen: Hashable { case transfer, login, help }

final class ContextRegistry {
  private var contexts: [Screen: InsightEvaluator.InsightContext] = [:]
  private var debugContexts: [Screen: InsightEvaluator.InsightContext] = [:]
  private let evaluator = InsightEvaluator()

  init() {
    contexts[.transfer] = Self.make(.payment)
    contexts[.login] = Self.make(.account)
    debugContexts[.help] = Self.make(.other)
  }

  static func make(_ category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
    .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  }

  func evaluate(_ screen: Screen) async throws {
    guard let context = contexts[screen] else { return }
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func debugDescription(_ screen: Screen) -> String { "\(String(describing: debugContexts[screen]))" }
}
