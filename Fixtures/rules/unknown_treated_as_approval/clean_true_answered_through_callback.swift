import Foundation
import TrustInsights

// The same policies, careful: `.unknown` answers `false` (keep the passcode); a `true` on
// `.unknown` goes to a progress callback beside the completion (`onLoading(true)`: a spinner,
// not the answer) or answers a function whose name says nothing of approval
// (`checkNeedsPasscode(completion:)`: `true` keeps the passcode) or names the friction it adds
// (`shouldShowTrustWarning(completion:)`, as for a `return`); a `true` on a known level is fine.
@objc final class CarefulPasscodePolicy: NSObject {
  let evaluator = InsightEvaluator()
  let context = InsightEvaluator.InsightContext(
    operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))

  @objc func checkCanSkipPasscode(onLoading: @escaping (Bool) -> Void, completion: @escaping (Bool) -> Void) {
    Task {
      guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return completion(false) }
      switch evaluation.insight.outcome {
      case .success(.unknown):
        evaluation.reportConsumption(.usedUnchangedFriction)
        onLoading(true)
        completion(false)
      case .success(.medium), .success(.high):
        evaluation.reportConsumption(.usedIncreasedFriction)
        completion(false)
      case .success:
        evaluation.reportConsumption(.usedUnchangedFriction)
        completion(false)
      case .failure:
        evaluation.reportConsumption(.notUsedError)
        completion(false)
      }
    }
  }

  func checkNeedsPasscode(completion: @escaping (Bool) -> Void) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return completion(true) }
    if case .success(.unknown) = evaluation.insight.outcome {
      evaluation.reportConsumption(.usedUnchangedFriction)
      completion(true)
    } else {
      evaluation.reportConsumption(.usedIncreasedFriction)
      completion(true)
    }
  }

  func shouldShowTrustWarning(completion: @escaping (Bool) -> Void) async {
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return completion(false) }
    switch evaluation.insight.outcome {
    case .success(.unknown), .success(.medium), .success(.high):
      evaluation.reportConsumption(.usedIncreasedFriction)
      completion(true)
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      completion(false)
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      completion(false)
    }
  }

  func canSkipCallback() async -> Bool {
    await withCheckedContinuation { continuation in
      Task {
        guard let evaluation = try? await evaluator.requestEvaluation(context: context) else {
          return continuation.resume(returning: false)
        }
        if case .success(.unknown) = evaluation.insight.outcome {
          evaluation.reportConsumption(.usedUnchangedFriction)
          continuation.resume(returning: false)
        } else {
          evaluation.reportConsumption(.usedIncreasedFriction)
          continuation.resume(returning: false)
        }
      }
    }
  }
}
