// The evaluation is requested off the main actor and awaited in place,
// `await Task.detached { … }.value`: the caller holds what the task returns.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum TrustCheck {
  static func evaluate() async -> CoachingEvaluation? {
    try? await InsightEvaluator().requestEvaluation(context: wireContext)
  }
}

@MainActor
func sendWire(amount: Int) async throws -> Bool {
  let evaluation = try await Task.detached {
    try await InsightEvaluator().requestEvaluation(context: wireContext)  // expect: missing_consumption_report "returns at line 24 inside the 'if' at line 23"
  }.value
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

@MainActor
func sendWireThroughProducer(amount: Int) async -> Bool {
  guard let evaluation = await Task { await TrustCheck.evaluate() }.value else { return true }  // expect: missing_consumption_report "returns at line 34 inside the 'if' at line 33"
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

@MainActor
func sendWireLogged(amount: Int) async -> Bool {
  let evaluation = await Task {
    let evaluation = try? await InsightEvaluator().requestEvaluation(context: wireContext)
    return evaluation
  }.value  // expect: missing_consumption_report "returns at line 48 inside the 'if' at line 47"
  guard let evaluation else { return true }
  if amount > 10_000 {
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}
