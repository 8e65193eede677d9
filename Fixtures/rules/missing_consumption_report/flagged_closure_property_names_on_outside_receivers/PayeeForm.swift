import Foundation
import FormKit
import TrustInsights

/// The same names called on values of other modules' types run those modules' methods: the
/// predicate's and the validator's `evaluate` produce no evaluation, so discarding or testing
/// their results owes no report (they were taken for the client's closure by name).
final class PayeeForm {
  let trust: TrustClient
  let validator: FormValidator
  let ibanPattern = NSPredicate(format: "SELF MATCHES %@", "[A-Z]{2}[0-9]{2}[A-Z0-9]+")
  var rules = ValidationRules()

  init(trust: TrustClient, validator: FormValidator) {
    self.trust = trust
    self.validator = validator
  }

  func fieldIsValid(_ iban: String) -> Bool {
    validator.evaluate(.iban)
    rules.evaluate(iban)
    if ibanPattern.evaluate(with: iban) { return true }
    return false
  }

  func addPayee(_ iban: String) async throws -> Bool {
    let context = InsightEvaluator.InsightContext(
      operationCategory: .account,
      requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
    // The client's closure is still an evaluation: a leak on the invalid-IBAN path.
    let evaluation = try await trust.evaluate(context)  // expect: missing_consumption_report "returns at line 32"
    guard fieldIsValid(iban) else { return false }
    evaluation.reportConsumption(trust.level(evaluation) == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return true
  }
}
