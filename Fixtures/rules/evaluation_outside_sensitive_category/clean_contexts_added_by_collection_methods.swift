import TrustInsights

// Only collections whose elements reach an evaluator call count: `.other` added to a log or
// an archive no evaluator reads is not reported.

enum Screen: Hashable { case transfer, login, help }

func make(_ category: InsightEvaluator.OperationCategory) -> InsightEvaluator.InsightContext {
  .init(operationCategory: category, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
}

final class ContextRegistry {
  private var byScreen: [Screen: InsightEvaluator.InsightContext] = [:]
  private var archived: [InsightEvaluator.InsightContext] = []
  private let evaluator = InsightEvaluator()

  init() {
    byScreen.updateValue(make(.payment), forKey: .transfer)
    byScreen.updateValue(make(.account), forKey: .login)
    // A collection no evaluator call reads.
    archived.append(make(.other))
  }

  func evaluate(_ screen: Screen) async throws {
    guard let context = byScreen[screen] else { return }
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

func localList() async throws {
  var list: [InsightEvaluator.InsightContext] = []
  list.append(make(.payment))
  var log: [InsightEvaluator.InsightContext] = []
  log.append(make(.other))
  let evaluation = try await InsightEvaluator().requestEvaluation(context: list[0])
  evaluation.reportConsumption(.usedEvaluationOnly)
}
