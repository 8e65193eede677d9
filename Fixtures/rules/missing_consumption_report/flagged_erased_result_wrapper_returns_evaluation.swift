import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// A risk service that hides the framework behind type-erased results returns the evaluation it
// requests: RULES.md makes a function "which returns such a value" a producer whatever its
// declared result, so its callers owe the report (the `return` itself is an escape).
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> AnyObject {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }

  func evaluateIfAvailable(_ context: InsightEvaluator.InsightContext) async -> (any Sendable)? {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return nil }
    return evaluation
  }

  func quick(_ context: InsightEvaluator.InsightContext) async throws -> Any {
    try await evaluator.requestEvaluation(context: context)
  }

  func coaching(_ context: InsightEvaluator.InsightContext) async throws -> CoachingEvaluation {
    try await evaluator.requestEvaluation(context: context)
  }

  // Hands on what a producer declared with an evaluation result returns.
  func erasedCoaching(_ context: InsightEvaluator.InsightContext) async throws -> any Sendable {
    let evaluation = try await coaching(context)
    return evaluation
  }

  // A force-unwrapped optional evaluation is the evaluation.
  func forced(_ context: InsightEvaluator.InsightContext) async -> AnyObject {
    let evaluation = try? await evaluator.requestEvaluation(context: context)
    return evaluation!
  }
}

func addPayee(service: RiskService, verified: Bool) async throws {
  let result = try await service.evaluate(payeeContext)  // expect: missing_consumption_report "returns at line 47"
  guard verified else { return }
  (result as? CoachingEvaluation)?.reportConsumption(.usedUnchangedFriction)
}

func warmUp(service: RiskService) async throws {
  _ = await service.evaluateIfAvailable(payeeContext)  // expect: missing_consumption_report
  _ = try await service.quick(payeeContext)  // expect: missing_consumption_report
  _ = try await service.erasedCoaching(payeeContext)  // expect: missing_consumption_report
  _ = await service.forced(payeeContext)  // expect: missing_consumption_report
}
