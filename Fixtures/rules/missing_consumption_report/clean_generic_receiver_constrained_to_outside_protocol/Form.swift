// Generic parameters constrained to another module's protocol (`FormValidating` of FormKit)
// run that module's `evaluate(_:)`, wherever the constraint is written (also after a marker
// `Sendable`): no evaluation is discarded and `.iban` reaches no evaluator.
import TrustInsights
import FormKit

func validate<V: FormValidating>(validator: V) async throws {
  _ = try await validator.evaluate(.iban)
}

func validateWhere<V>(validator: V) async throws where V: FormKit.FormValidating {
  _ = try await validator.evaluate(.iban)
}

func validateAndEvaluate<V>(validator: V) async throws where V: Sendable, V: FormValidating {
  _ = try await validator.evaluate(.iban)
  let evaluation = try await TrustService().evaluate(.payment)
  evaluation.reportConsumption(.usedEvaluationOnly)
}

