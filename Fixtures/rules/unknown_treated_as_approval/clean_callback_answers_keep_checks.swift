import Foundation
import TrustInsights

// The same gate, careful: `.unknown` calls back with `.stepUp`; `.approved` is passed only on
// known levels; in the `.unknown` branch `.approved` goes to an audit log (a call that is not
// the function's callback) and to a closure's own parameter that shadows the callback's name.
// None of these answers approval for `.unknown`.
enum GateResult { case approved, stepUp, declined }

final class MerchantRiskGate {
  let evaluator = InsightEvaluator()
  let audit = AuditLog()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func check(completion: @escaping (GateResult) -> Void) {
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
        completion(.stepUp)
        return
      }
      switch evaluation.insight.outcome {
      case .success(.high):
        evaluation.reportConsumption(.usedIncreasedFriction)
        completion(.declined)
      case .success(.medium):
        evaluation.reportConsumption(.usedIncreasedFriction)
        completion(.stepUp)
      case .success(.unknown):
        evaluation.reportConsumption(.usedUnchangedFriction)
        audit.record(.approved, note: "previous gate result")
        runStandardChecks { completion in completion(.approved) }
        completion(.stepUp)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
        completion(.stepUp)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        completion(.stepUp)
      }
    }
  }

  func runStandardChecks(_ body: (@escaping (GateResult) -> Void) -> Void) {}
}

final class AuditLog {
  func record(_ result: GateResult, note: String) {}
}
