import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

// Erased-result producers written the ways a risk layer hides the framework: the evaluation
// returned through the cast the erased result invites ('as AnyObject'), and a facade whose
// '-> Any' returns what the service's '-> Any' gave (probes-dk e11, e18). Their callers owe
// the report; a switch that takes the evaluation by a cast case still owes it on every path.
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> AnyObject {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation as AnyObject
  }

  func assess(_ context: InsightEvaluator.InsightContext) async throws -> Any {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }
}

final class RiskFacade {
  let service = RiskService()

  func assess(context: InsightEvaluator.InsightContext) async throws -> Any {
    let raw = try await service.assess(context)
    return raw
  }
}

func addPayee(service: RiskService, facade: RiskFacade, amount: Int) async throws {
  _ = try await service.evaluate(payeeContext)  // expect: missing_consumption_report
  _ = try await facade.assess(context: payeeContext)  // expect: missing_consumption_report
  switch try await service.assess(payeeContext) {  // expect: missing_consumption_report "returns at line 40"
  case let evaluation as CoachingEvaluation:
    if amount > 1_000 { return }
    evaluation.reportConsumption(.usedUnchangedFriction)
  default:
    break
  }
}
