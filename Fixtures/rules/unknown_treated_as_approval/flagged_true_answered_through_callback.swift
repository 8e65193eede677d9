import Foundation
import TrustInsights

// An Objective-C-facing policy answers through its completion handler, not a `return`: in
// `checkCanSkipPasscode(completion:)` a `completion(true)` on `.unknown` is that function's
// `true`, judged as `return true` would be (its name speaks of skipping); so is a `true`
// resumed through a continuation in `canSkipCallback()`, and one answered from a `Task`.
@objc final class PasscodePolicy: NSObject {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  @objc func checkCanSkipPasscode(completion: @escaping (Bool) -> Void) {
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return completion(false) }
      switch evaluation.insight.outcome {
      case .success(.unknown):
        evaluation.reportConsumption(.usedUnchangedFriction)
        completion(true)  // expect: unknown_treated_as_approval "from 'checkCanSkipPasscode' through 'completion'"
      case .success:
        evaluation.reportConsumption(.usedIncreasedFriction)
        completion(false)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        completion(false)
      }
    }
  }

  func canSkipCallback() async -> Bool {
    await withCheckedContinuation { continuation in
      Task {
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
          return continuation.resume(returning: false)
        }
        if case .success(let level) = evaluation.insight.outcome, level == .high || level == .medium {
          evaluation.reportConsumption(.usedIncreasedFriction)
          continuation.resume(returning: false)
        } else {
          evaluation.reportConsumption(.usedUnchangedFriction)
          continuation.resume(returning: true)  // expect: unknown_treated_as_approval "through 'resume(returning:)'"
        }
      }
    }
  }

  func isTrustedDevice(reply: @escaping (Bool, Error?) -> Void) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return reply(false, nil) }
    guard case .success(let level) = evaluation.insight.outcome, level != .unknown else {
      evaluation.reportConsumption(.usedUnchangedFriction)
      return reply(true, nil)  // expect: unknown_treated_as_approval
    }
    evaluation.reportConsumption(.usedIncreasedFriction)
    reply(level != .high, nil)
  }
}
