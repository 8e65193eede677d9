import TrustInsights

typealias ReviewEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

struct AuditRecord {
  let insightID: String
}

// A session keeps the evaluation of the screen until the person confirms or cancels; plain
// (not async) accessor functions hand out what it holds. Reading through them is not a new
// evaluation: the session reports it in `finish`.
@available(iOS 27.0, *)
final class ReviewSession {
  private let evaluator = InsightEvaluator()
  private let context = InsightEvaluator.InsightContext(
    operationCategory: .payment,
    requestedEvaluations: IsLikelyBeingCoachedInsight.request(schema: .version1))
  private var pending: ReviewEvaluation?
  private var byTransfer: [String: ReviewEvaluation] = [:]

  func start(transferID: String) async throws {
    pending?.reportConsumption(.notUsedNotNeeded)
    let evaluation = try await evaluator.requestEvaluation(context: context)
    pending = evaluation
    byTransfer[transferID] = evaluation
  }

  func currentEvaluation() -> ReviewEvaluation? { pending }

  func evaluation(for transferID: String) -> ReviewEvaluation? {
    return self.byTransfer[transferID]
  }

  func finish(cancelled: Bool) {
    pending?.reportConsumption(cancelled ? .notUsedNotNeeded : .usedUnchangedFriction)
    pending = nil
  }
}

@available(iOS 27.0, *)
final class AuditTrail {
  let session: ReviewSession

  init(session: ReviewSession) {
    self.session = session
  }

  func record() -> AuditRecord? {
    guard let evaluation = session.currentEvaluation() else { return nil }
    return AuditRecord(insightID: evaluation.insight.insightID)
  }

  func record(transferID: String) -> AuditRecord? {
    session.evaluation(for: transferID).map { AuditRecord(insightID: $0.insight.insightID) }
  }

  var hasEvaluation: Bool {
    session.currentEvaluation() != nil
  }
}
