import TrustInsights

// Contexts added to a collection by its own methods rather than written in a literal: each
// element added is a context a later read of the collection may give the evaluator.

enum Screen: Hashable { case transfer, login, help }

func make(_ category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
  .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

final class ContextRegistry {
  private var byScreen: [Screen: InsightEvaluator.InsightContext] = [:]
  private var queue: [InsightEvaluator.InsightContext] = []
  private let evaluator = InsightEvaluator()

  init() {
    byScreen.updateValue(make(.payment), forKey: .transfer)
    byScreen.updateValue(make(.other), forKey: .help)  // expect: evaluation_outside_sensitive_category
    queue.append(make(.account))
    queue.append(make(.other))  // expect: evaluation_outside_sensitive_category
    self.queue.insert(make(.other), at: 0)  // expect: evaluation_outside_sensitive_category
  }

  func evaluate(_ screen: Screen) async throws {
    guard let context = byScreen[screen] else { return }
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func drain() async throws {
    for context in queue {
      let evaluation = try await evaluator.requestEvaluation(context: context)
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}

func localList() async throws {
  var list: [InsightEvaluator.InsightContext] = []
  list.append(make(.payment))
  list.append(make(.other))  // expect: evaluation_outside_sensitive_category
  let evaluation = try await InsightEvaluator().requestEvaluation(context: list[0])
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func localInsert() async throws {
  var pending: [InsightEvaluator.InsightContext] = []
  pending.insert(make(.communication), at: 0)
  pending.insert(make(.other), at: 0)  // expect: evaluation_outside_sensitive_category
  let evaluation = try await InsightEvaluator().requestEvaluation(context: pending[0])
  evaluation.reportConsumption(.usedEvaluationOnly)
}
