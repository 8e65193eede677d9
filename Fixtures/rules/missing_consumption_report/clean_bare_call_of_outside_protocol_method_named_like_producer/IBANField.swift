// `IBANField` conforms to a protocol of another module whose extension gives it
// `evaluate(_:)`; the bare `evaluate(.iban)` runs that method. A bare call runs a global
// function or one of the enclosing type's own (declared, inherited, a protocol extension's
// default), never the app's `TrustService.evaluate(_:)` of the same shape: no evaluation is
// discarded here, and `.iban` reaches no evaluator call. The global function below likewise.
import TrustInsights
import FormKit

struct IBANField: FormKit.Validating {
  func check() async throws -> Bool {
    try await evaluate(.iban)
    let ok = try await evaluate(.amount)
    return ok
  }
}

func prevalidate() async throws {
  try await evaluate(.iban)
}

extension TrustService {
  /// Inside the producer's own type a bare call is the producer: reported.
  func ping() async throws {
    let evaluation = try await evaluate(.payment)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
