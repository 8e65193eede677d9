// A form validator from another module has a method of the same shape, `evaluate(_:)`.
// Receivers whose written type the linted set neither declares, extends, aliases nor
// conforms to run that module's method: no evaluation comes from them, so discarding their
// result or throwing after it owes nothing. Only `trust.evaluate(.payment)` produces one.
import TrustInsights
import FormKit

struct PaymentForm {
  let validator: FormKit.Validator
  let trust: TrustService

  func submit(_ rules: some FormKit.Checking, _ fallback: any FormKit.Checking) async throws -> Bool {
    try await validator.evaluate(.iban)
    let ok = try await validator.evaluate(.amount)
    try await rules.evaluate(.payee)
    try await fallback.evaluate(.reference)
    let evaluation = try await trust.evaluate(.payment)
    switch evaluation.insight.outcome {
    case .success(.high), .success(.medium):
      evaluation.reportConsumption(.usedIncreasedFriction)
      return false
    case .success:
      evaluation.reportConsumption(.usedUnchangedFriction)
      return ok
    case .failure:
      evaluation.reportConsumption(.notUsedError)
      return ok
    }
  }
}
