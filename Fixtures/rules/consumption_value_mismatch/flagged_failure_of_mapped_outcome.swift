import TrustInsights

// `outcome.map { … }` keeps the insight's failure as it is, and `Result { try …get() }`
// rebuilds the outcome: their `case .failure` is an insight failure (probes-df).
enum Answer { case plain, withCaution }

struct Advisor {
  let evaluator = InsightEvaluator()

  func advise() async -> Answer {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .resourceUse,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
      return .plain
    }
    let elevated = evaluation.insight.outcome.map { $0 == .high || $0 == .medium }
    switch elevated {
    case .success(true):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return .withCaution
    case .success(false):
      evaluation.reportConsumption(.usedUnchangedFriction)
      return .plain
    case .failure:
      evaluation.reportConsumption(.usedUnchangedFriction)  // expect: consumption_value_mismatch
      return .plain
    }
  }

  func classify(_ evaluation: InsightEvaluation<IsLikelyBeingCoachedInsight>) -> String {
    let result = Result { try evaluation.insight.outcome.get() }
    switch result {
    case .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return "high"
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return "other"
    case .failure:
      evaluation.reportConsumption(.usedEvaluationOnly)  // expect: consumption_value_mismatch
      return "error"
    }
  }
}
