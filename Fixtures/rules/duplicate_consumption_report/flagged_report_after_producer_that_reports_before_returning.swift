import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

// A logging decorator reports the evaluation and then returns it: its callers receive an
// evaluation already reported, so a report of their own (or a consuming helper) is the second.
final class RiskService {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])

  func loggedEvaluation() async throws -> CoachingEvaluation {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return evaluation
  }

  func optionalEvaluation() async -> CoachingEvaluation? {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return nil }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return evaluation
  }
}

func settle(_ evaluation: CoachingEvaluation) {
  evaluation.reportConsumption(.notUsedNotNeeded)
}

func confirmTransfer(service: RiskService) async throws {
  let evaluation = try await service.loggedEvaluation()  // expect-note: duplicate_consumption_report "made by 'loggedEvaluation' before it returns the evaluation"
  if case .success(.high) = evaluation.insight.outcome {
    evaluation.reportConsumption(.usedIncreasedFriction)  // expect: duplicate_consumption_report "already reported it at line 31"
  } else {
    evaluation.reportConsumption(.usedUnchangedFriction)  // expect: duplicate_consumption_report
  }
}

func confirmPayee(service: RiskService) async {
  guard let evaluation = await service.optionalEvaluation() else { return }
  settle(evaluation)  // expect: duplicate_consumption_report "reported again by 'settle'"
}
