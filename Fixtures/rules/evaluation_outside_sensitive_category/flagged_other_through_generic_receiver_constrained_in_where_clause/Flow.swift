// The category written at a call through a generic parameter constrained in a `where` clause,
// an associated type or a static requirement reaches the producer's `requestEvaluation`: each
// call is one of `TrustService.evaluate(_:)`'s call sites, not another module's method.
import TrustInsights

func screenWhere<G>(gate: G) async throws where G: RiskChecking {
  let evaluation = try await gate.evaluate(.other)  // expect: evaluation_outside_sensitive_category
  evaluation.reportConsumption(.usedEvaluationOnly)
}

func screenStatic<G: StaticChecking>(_ gate: G.Type) async throws {
  let evaluation = try await G.evaluateStatic(.other)  // expect: evaluation_outside_sensitive_category
  evaluation.reportConsumption(.usedEvaluationOnly)
}

protocol Feature {
  associatedtype Gate: RiskChecking
  var gate: Gate { get }
}

extension Feature {
  func screen() async throws {
    let evaluation = try await gate.evaluate(.other)  // expect: evaluation_outside_sensitive_category
    evaluation.reportConsumption(.usedEvaluationOnly)
  }
}
