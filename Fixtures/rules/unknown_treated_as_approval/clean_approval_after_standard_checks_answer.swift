import Foundation
import TrustInsights

// Card-to-card payment (reduced from a probe): `.unknown` runs the standard checks, and only
// their callback proceeds, where the checks' answer allows it (`if passed`, `guard let self,
// passed`, `guard ok`, `case .success(true)` of a `switch` over their `Result`). That is keeping the checks the app already runs (RULES.md names
// `return existingChecksPass()` as what Apple recommends), not an approval on `.unknown`.
final class CardToCardController {
  let evaluator = InsightEvaluator()

  func runStandardChecks(completion: @escaping (Bool) -> Void) { completion(true) }
  func authenticate(reason: String, completion: @escaping (Bool) -> Void) { completion(true) }
  func serverChecks(completion: @escaping (Result<Bool, Error>) -> Void) { completion(.success(true)) }
  func proceedWithPayment() {}
  func showScamWarning() {}

  func review() async {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .payment, requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    guard let evaluation = try? await evaluator.requestEvaluation(context: context) else { return }
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      showScamWarning()
    case .success(.unknown):
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks { [weak self] passed in
        guard let self, passed else { return }
        self.proceedWithPayment()
      }
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      runStandardChecks { [weak self] passed in if passed { self?.proceedWithPayment() } }
      serverChecks { result in
        switch result {
        case .success(true): self.proceedWithPayment()
        case .success(false), .failure: self.showScamWarning()
        }
      }
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      authenticate(reason: "Confirm payment") { ok in
        DispatchQueue.main.async {
          guard ok else { return }
          self.proceedWithPayment()
        }
      }
    }
  }
}
