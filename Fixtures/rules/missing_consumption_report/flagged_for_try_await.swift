import TrustInsights

let remoteAccessContext = InsightEvaluator.InsightContext(
  operationCategory: .account,
  requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1)
)

enum SessionEvent { case confirmed, cancelled, heartbeat }

protocol SupportSession {
  var events: AsyncThrowingStream<SessionEvent, Error> { get }
}

// The stream of session events can fail after the evaluation exists.
func grantRemoteAccess(session: SupportSession, evaluator: InsightEvaluator) async throws -> Bool {
  let evaluation = try await evaluator.requestEvaluation(context: remoteAccessContext)  // expect: missing_consumption_report "'for try await event in session.events' can throw at line 17"
  for try await event in session.events {
    switch event {
    case .confirmed:
      evaluation.reportConsumption(
        (try? evaluation.insight.outcome.get()) == .high ? .usedIncreasedFriction : .usedUnchangedFriction)
      return true
    case .cancelled:
      evaluation.reportConsumption(.notUsedNotNeeded)
      return false
    case .heartbeat:
      continue
    }
  }
  evaluation.reportConsumption(.notUsedNotNeeded)
  return false
}
