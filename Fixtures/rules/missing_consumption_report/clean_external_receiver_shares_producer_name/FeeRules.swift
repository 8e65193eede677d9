import RulesEngine
import TrustInsights

// `RulesEngine` comes from a package outside the linted set, which neither declares, extends
// nor aliases it: its `evaluate(_:)` is that package's method, not the app's producer of the
// same shape, so calling it as a bare statement discards no evaluation.

final class FeeRules {
  let engine = RulesEngine.shared
  let gate: any RiskChecking = RiskGate()

  func recompute(_ operation: String) async throws {
    engine.evaluate(operation)
    RulesEngine.shared.evaluate(operation)
    let local = RulesEngine()
    local.evaluate(operation)
    let evaluation: RiskEvaluation = try await gate.evaluate(operation)
    evaluation.reportConsumption(.usedEvaluationOnly)
  }

  func recomputeWithoutReport(_ operation: String) async throws {
    _ = try await gate.evaluate(operation)  // expect: missing_consumption_report
  }
}
