import Foundation
import TrustInsights

// Merchant checkout SDK with a callback API (reduced from a probe): in completion-handler code
// the function answers by calling its callback, so `completion(.approved)` in the `.unknown`
// branch is the `return .approved` of RULES.md's rule 3. So are `completion(.success(.allow))`
// and a continuation resumed with an approval value.
enum GateResult { case approved, stepUp, declined }
enum Decision { case allow, review }

final class MerchantRiskGate {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  func check(completion: @escaping (GateResult) -> Void) {
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
        completion(.stepUp)
        return
      }
      switch evaluation.insight.outcome {
      case .success(.high), .success(.medium):
        evaluation.reportConsumption(.usedIncreasedFriction)
        completion(.declined)
      case .success(.unknown):
        evaluation.reportConsumption(.usedUnchangedFriction)
        completion(.approved)  // expect: unknown_treated_as_approval "answers '.approved' through 'completion'"
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
        completion(.stepUp)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        completion(.stepUp)
      }
    }
  }

  func decide(_ level: IsLikelyBeingCoachedInsight.Value, handler: ((Result<Decision, Error>) -> Void)?) {
    if level == .high {
      handler?(.success(.review))
    } else {
      handler?(.success(.allow))  // expect: unknown_treated_as_approval "through 'handler'"
    }
  }

  func gate(_ level: IsLikelyBeingCoachedInsight.Value) async -> GateResult {
    await withCheckedContinuation { continuation in
      switch level {
      case .high, .medium: continuation.resume(returning: .declined)
      default: continuation.resume(returning: .approved)  // expect: unknown_treated_as_approval "resume(returning:)"
      }
    }
  }
}
