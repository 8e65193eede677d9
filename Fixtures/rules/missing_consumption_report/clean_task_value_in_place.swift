// `Task { … }.value` awaited in place: the caller reports what the task returns on every
// path; a task that returns something else holds nothing.
import TrustInsights

let wireContext = InsightEvaluator.InsightContext(
  operationCategory: .payment,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

@MainActor
func sendWire(amount: Int) async throws -> Bool {
  let evaluation = try await Task.detached {
    try await InsightEvaluator().requestEvaluation(context: wireContext)
  }.value
  if amount > 10_000 {
    evaluation.reportConsumption(.notUsedNotNeeded)
    return false
  }
  evaluation.reportConsumption(.usedUnchangedFriction)
  return true
}

@MainActor
func sendWireReportedInTask() async -> Bool {
  await Task.detached {
    guard let evaluation = try? await InsightEvaluator().requestEvaluation(context: wireContext) else { return true }
    let high = (try? evaluation.insight.outcome.get()) == .high
    evaluation.reportConsumption(high ? .usedIncreasedFriction : .usedUnchangedFriction)
    return !high
  }.value
}

@MainActor
func balance() async -> Int {
  await Task.detached { 1_234 }.value
}
