import TrustInsights

// A `Result` producer's value reported on success; a failure holds no evaluation, and the
// error edge of `try result.get()` owes nothing.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class CleanResultTrustGate {
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

final class CleanResultTransferModel {
  let gate = CleanResultTrustGate()

  func confirm() async -> Bool {
    switch await gate.evaluate() {
    case .success(let evaluation):
      let high = evaluation.insight.outcome == .success(.high)
      evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
      return !high
    case .failure:
      return true
    }
  }

  func confirmIfEvaluated() async -> Bool {
    let result = await gate.evaluate()
    guard case .success(let evaluation) = result else { return true }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }

  func confirmUnwrapped() async throws {
    let evaluation = try await gate.evaluate().get()
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
