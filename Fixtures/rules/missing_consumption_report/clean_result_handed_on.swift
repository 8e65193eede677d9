import TrustInsights

// A `Result` producer's value handed to a helper of the project that reports on success, made
// into another `Result` (`mapError`), or bound through `try?`: nothing is left owed here.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum GateError: Error { case unavailable }

final class HandedResultGate {
  let evaluator = InsightEvaluator()

  func evaluate() async throws -> Result<CoachingEvaluation, Error> {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: [IsLikelyBeingCoachedInsight.request(schema: .version1)])
    return .success(try await evaluator.requestEvaluation(context: context))
  }

  func evaluateMapped() async throws -> Result<CoachingEvaluation, GateError> {
    try await evaluate().mapError { _ in GateError.unavailable }
  }
}

func settle(_ result: Result<CoachingEvaluation, Error>) {
  if case .success(let evaluation) = result {
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}

final class HandedResultModel {
  let gate = HandedResultGate()

  func confirm() async throws {
    settle(try await gate.evaluate())
  }

  func confirmKept() async throws {
    let result = try await gate.evaluate()
    settle(result)
  }

  func confirmOptional() async {
    guard let result = try? await gate.evaluate() else { return }
    if case .success(let evaluation) = result {
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
  }
}
