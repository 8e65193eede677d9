import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>
typealias EvaluationProvider = () async throws -> CoachingEvaluation

let payeeContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

// A stored optional closure: unwrapped, or called through an optional chain.
final class PayeeModel {
  var provider: EvaluationProvider?
  var direct: (() async throws -> InsightEvaluation<IsLikelyBeingCoachedInsight>)?

  func guarded(name: String) async throws -> Bool {
    guard let provider else { return false }
    let evaluation = try await provider()  // expect: missing_consumption_report
    if name.isEmpty { return false }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }

  func ifLet(name: String) async throws -> Bool {
    if let direct = direct {
      let evaluation = try await direct()  // expect: missing_consumption_report
      if name.isEmpty { return false }
      evaluation.reportConsumption(.usedEvaluationOnly)
    }
    return true
  }

  func chained(name: String) async throws -> Bool {
    guard let evaluation = try await provider?() else { return false }  // expect: missing_consumption_report
    if name.isEmpty { return false }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }

  func chainedSelf(name: String) async throws {
    let evaluation = try await self.direct?()  // expect: missing_consumption_report
    if name.isEmpty { return }
    evaluation?.reportConsumption(.usedEvaluationOnly)
  }

  func discarded() async throws {
    _ = try await provider?()  // expect: missing_consumption_report
  }
}

// An optional closure parameter called through an optional chain.
func confirm(name: String, evaluate: (() async throws -> CoachingEvaluation)?) async throws -> Bool {
  let evaluation = try await evaluate?()  // expect: missing_consumption_report
  if name.isEmpty { return false }
  evaluation?.reportConsumption(.usedEvaluationOnly)
  return true
}
