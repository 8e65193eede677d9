// `Validating` is the app's protocol, implemented in a forms module outside the linted set; no
// type here conforms to it, and `TrustService` (whose `evaluate(_:)` has the same shape) is not
// one of its conformers. `validator.evaluate(.iban)` therefore runs the forms module's method:
// it is no call site of `TrustService.evaluate(_:)`, so `.iban` is no category passed to an
// evaluator, and its `Bool` result is no evaluation.
import TrustInsights

enum Field { case iban, amount }

protocol Validating {
  func evaluate(_ field: Field) async throws -> Bool
}

struct TransferForm {
  let validator: any Validating
  let trust: TrustService

  func submit() async throws -> Bool {
    try await validator.evaluate(.iban)
    let ok = try await validator.evaluate(.amount)
    let evaluation = try await trust.evaluate(.payment)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return ok
  }
}
