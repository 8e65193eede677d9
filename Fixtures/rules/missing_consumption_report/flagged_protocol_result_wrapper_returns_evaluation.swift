import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

protocol RiskSignal: AnyObject {}
extension InsightEvaluation: RiskSignal {}

// A wrapper whose result is a protocol the evaluation conforms to (`CustomStringConvertible`,
// the app's `RiskSignal`, `AnyHashable?`) and that returns the evaluation it requests is a
// producer, as one with `-> Any` is: Swift compiles `return evaluation` only where the result
// can hold it, so the `return` decides, not how the written type looks (probes-dm e01, e05).
final class RiskService {
  let evaluator = InsightEvaluator()

  func evaluate(_ context: InsightEvaluator.InsightContext) async throws -> CustomStringConvertible {
    let evaluation = try await evaluator.requestEvaluation(context: context)
    return evaluation
  }

  func signal(_ context: InsightEvaluator.InsightContext) async throws -> RiskSignal {
    try await evaluator.requestEvaluation(context: context)
  }

  func hashed(_ context: InsightEvaluator.InsightContext) async throws -> AnyHashable? {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return nil }
    return evaluation
  }
}

func addPayee(service: RiskService, verified: Bool) async throws {
  let result = try await service.evaluate(payeeContext)  // expect: missing_consumption_report "returns at line 35"
  guard verified else { return }
  (result as? CoachingEvaluation)?.reportConsumption(.usedUnchangedFriction)
}

func warmUp(service: RiskService) async throws {
  _ = try await service.signal(payeeContext)  // expect: missing_consumption_report
  _ = try await service.hashed(payeeContext)  // expect: missing_consumption_report
}
