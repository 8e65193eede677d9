import Foundation
import TrustInsights

// The same screen, where the callback of the standard checks proceeds whatever they answered,
// or under a condition that is not their answer (`isSmallAmount`): `.unknown` still leads to
// the approval. Only a condition reading the callback's own answer keeps the checks; a
// closure handed the evaluation itself (`onEvaluation { current in switch
// current.insight.outcome … }`) tests the outcome, not an answer; a closure around the outcome
// test (`handle { action in switch action { … } }`) gives no answer either.
final class CardToCardController {
  let evaluator = InsightEvaluator()
  var isSmallAmount = true

  func runStandardChecks(completion: @escaping (Bool) -> Void) { completion(true) }
  func onEvaluation(_ body: @escaping (InsightEvaluation<IsLikelyBeingCoachedInsight>) -> Void) {}
  func handle(_ body: @escaping (String) -> Void) {}

  func handleActions(_ level: IsLikelyBeingCoachedInsight.Value) {
    handle { action in
      switch action {
      case "send":
        if level == .unknown { self.proceedWithPayment() }  // expect: unknown_treated_as_approval
      default:
        break
      }
    }
  }
  func proceedWithPayment() {}

  func review() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks { [weak self] passed in
        print("standard checks: \(passed)")
        self?.proceedWithPayment()  // expect: unknown_treated_as_approval "proceedWithPayment"
      }
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks { [weak self] _ in
        guard let self, self.isSmallAmount else { return }
        self.proceedWithPayment()  // expect: unknown_treated_as_approval "proceedWithPayment"
      }
    case .failure:
      evaluation.reportConsumption(.notUsedError)
    }
    onEvaluation { current in
      switch current.insight.outcome {
      case .success(.high): current.reportConsumption(.usedIncreasedFriction)
      default:
        current.reportConsumption(.usedUnchangedFriction)
        self.proceedWithPayment()  // expect: unknown_treated_as_approval "proceedWithPayment"
      }
    }
  }
}
