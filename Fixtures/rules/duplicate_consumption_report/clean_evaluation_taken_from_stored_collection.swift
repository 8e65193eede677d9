// The neighbour of flagged_evaluation_taken_from_stored_collection.swift: each callback takes
// its transaction's evaluation out of the stored dictionary or array and reports it once per
// path; an element it does not report stays the holder's business (no missing report), and
// two reads of the collection are two elements, not one evaluation reported twice.
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class ChallengeRegistry {
  private var pending: [String: CoachingEvaluation] = [:]
  private var payouts: [CoachingEvaluation] = []
  private var labels: [String: String] = [:]

  func challengeFinished(transactionID: String, authenticated: Bool) {
    guard let evaluation = pending.removeValue(forKey: transactionID) else { return }
    evaluation.reportConsumption(authenticated ? .usedIncreasedFriction : .notUsedNotNeeded)
  }

  func challengePending(transactionID: String) -> Bool {
    // Only peeks: the registry still holds it.
    guard let evaluation = pending[transactionID] else { return false }
    return (try? evaluation.insight.outcome.get()) == .high
  }

  func settleTwoOldest() {
    guard payouts.count >= 2 else { return }
    let oldest = payouts.removeFirst()
    let next = payouts.removeFirst()
    oldest.reportConsumption(.usedEvaluationOnly)
    next.reportConsumption(.usedEvaluationOnly)
  }

  func flush() {
    for id in Array(pending.keys) {
      if let evaluation = pending.removeValue(forKey: id) {
        evaluation.reportConsumption(.notUsedNotNeeded)
      }
    }
    _ = labels.removeValue(forKey: "x")
  }
}
