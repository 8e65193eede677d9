// Receivers typed by a generic parameter or an associated type run what their constraint's
// conformers run, wherever the constraint is written: a `where` clause of the function, of an
// extension (`where Checker == TrustService`), an associated type's declaration, a composition
// led by a marker (`Sendable & RiskChecking`), a static requirement called through the
// parameter (`G.evaluateStatic`). None of them is another module's type: each call is the
// producer's, and each leaks on the early return.
import TrustInsights

func confirmWhere<G>(gate: G, amount: Int) async throws -> Bool where G: RiskChecking {
  let evaluation = try await gate.evaluate(.payment)  // expect: missing_consumption_report
  if amount > 100 { return false }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func confirmSendableFirst<G: Sendable & RiskChecking>(gate: G, amount: Int) async throws -> Bool {
  let evaluation = try await gate.evaluate(.payment)  // expect: missing_consumption_report
  if amount > 100 { return false }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

func confirmStatic<G>(_ gate: G.Type, amount: Int) async throws -> Bool where G: StaticChecking {
  let evaluation = try await G.evaluateStatic(.payment)  // expect: missing_consumption_report
  if amount > 100 { return false }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}

struct Screen<Checker> {
  let checker: Checker
}

extension Screen where Checker == TrustService {
  func confirm(amount: Int) async throws -> Bool {
    let evaluation = try await checker.evaluate(.payment)  // expect: missing_consumption_report
    if amount > 100 { return false }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}

protocol Feature {
  associatedtype Gate where Gate: RiskChecking
  var gate: Gate { get }
}

extension Feature {
  func confirm(amount: Int) async throws -> Bool {
    let evaluation = try await gate.evaluate(.payment)  // expect: missing_consumption_report
    if amount > 100 { return false }
    evaluation.reportConsumption(.usedEvaluationOnly)
    return true
  }
}

func confirmThroughFeature<F: Feature>(feature: F, amount: Int) async throws -> Bool {
  let evaluation = try await feature.gate.evaluate(.payment)  // expect: missing_consumption_report
  if amount > 100 { return false }
  evaluation.reportConsumption(.usedEvaluationOnly)
  return true
}
