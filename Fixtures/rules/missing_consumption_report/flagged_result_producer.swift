import TrustInsights

// A service that returns `Result<Evaluation, Error>` is a producer: the evaluation it wraps on
// success is the caller's to report (the service's own `return .success(…)` hands it over).

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class ResultTrustGate {
  let evaluator = InsightEvaluator()

  func evaluate() async -> Result<CoachingEvaluation, Error> {
    do {
      let context = InsightEvaluator.InsightContext(
        operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
      return .success(try await evaluator.requestEvaluation(context: context))
    } catch {
      return .failure(error)
    }
  }
}

final class ResultTransferModel {
  let gate = ResultTrustGate()

  func confirm() async -> Bool {
    let result = await gate.evaluate()  // expect: missing_consumption_report "returns at line 33 on the '.success(let evaluation)' branch"
    switch result {
    case .success(let evaluation):
      if case .success(.high) = evaluation.insight.outcome {
        evaluation.reportConsumption(.usedIncreasedFriction)
        return false
      }
      return true
    case .failure:
      return true
    }
  }

  func confirmUnwrapped() async throws -> Bool {
    let evaluation = try await gate.evaluate().get()  // expect: missing_consumption_report "when the 'if' at line 41 is false"
    if case .success(.high) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    }
    return true
  }

  func warmUp() async {
    _ = await gate.evaluate()  // expect: missing_consumption_report "discarded"
  }
}
