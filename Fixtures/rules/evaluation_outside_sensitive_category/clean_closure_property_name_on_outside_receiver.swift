import FormKit
import TrustInsights

// A client keeps the closure that builds the context under `evaluate`, so the closure's
// `category` takes what every call of `evaluate` passes. `validator.evaluate(.other)` on a form
// kit's validator (another module's type) calls no closure of this client: its `.other` is the
// validator's rule set, not an operation category.

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct CoachingClient {
  var evaluate: (InsightEvaluator.OperationCategory) async throws -> CoachingEvaluation
}

extension CoachingClient {
  static let live = CoachingClient { category in
    let context = InsightEvaluator.InsightContext(
      operationCategory: category,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    return try await InsightEvaluator().requestEvaluation(context: context)
  }
}

final class PayeeScreen {
  let coaching: CoachingClient
  let validator: FormValidator

  init(coaching: CoachingClient, validator: FormValidator) {
    self.coaching = coaching
    self.validator = validator
  }

  func addPayee(iban: String) async throws -> Bool {
    guard validator.evaluate(.other).isValid else { return false }
    let evaluation = try await coaching.evaluate(.account)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}
