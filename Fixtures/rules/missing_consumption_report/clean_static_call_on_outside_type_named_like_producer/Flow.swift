// `Validator` is a type of another module with a static `evaluate(_:)` of the same shape as the
// app's `TrustService.evaluate(_:)`. A call on a type written by name runs that type's static
// method (or a global function when the path names a module), never an instance method of an
// unrelated type of the program: no evaluation is discarded and `.iban` reaches no evaluator.
// The call through `TrustService()` is the producer's, and is reported.
import TrustInsights
import FormKit

struct Flow {
  func run() async throws {
    try await Validator.evaluate(.iban)
    try await FormKit.Validator.evaluate(.iban)
    let evaluation = try await TrustService().evaluate(.payment)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
