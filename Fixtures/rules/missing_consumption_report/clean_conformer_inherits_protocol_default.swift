import TrustInsights

// A concrete conformer that declares no `handle` runs the default of the protocol's extension,
// which reports on every path: the call is the report (one, not two).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

protocol EvaluationHandling {
  func handle(_ evaluation: CoachingEvaluation) async
}

extension EvaluationHandling {
  func handle(_ evaluation: CoachingEvaluation) async {
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
  }
}

struct PayeeHandler: EvaluationHandling {}

struct AddPayee {
  let evaluator = InsightEvaluator()
  let handler = PayeeHandler()

  func add() async throws {
    let evaluation = try await evaluator.requestEvaluation(
      context: InsightEvaluator.InsightContext(
        operationCategory: .payment,
        requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)))
    await handler.handle(evaluation)
  }
}
