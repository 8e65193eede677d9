// `validator` is a form validator from another module whose `evaluate(_:)` has the shape of
// the app's `TrustService.evaluate(_:)`; its `.other` is the validator's own expense bucket.
// The call runs that module's method, so it is no call site of the app's function and its
// `.other` reaches no evaluator call. The app's own call passes `.payment`.
import TrustInsights
import FormKit

struct ExpenseForm {
  let validator: FormKit.Validator
  let trust: TrustService

  func submit() async throws -> Bool {
    let ok = try await validator.evaluate(.other)
    let evaluation = try await trust.evaluate(.payment)
    evaluation.reportConsumption(.usedEvaluationOnly)
    return ok
  }
}
