// A 3-D Secure registry keeps one evaluation per transaction until the challenge callback
// arrives, and a payout queue keeps them in an array. The callbacks take their evaluation out
// (a subscript, 'removeValue(forKey:)', 'popLast()', 'first') and report it in a branch and
// again after it: one evaluation reported twice on that path (probes-ar p115).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

final class ChallengeRegistry {
  private var pending: [String: CoachingEvaluation] = [:]
  private var payouts: [CoachingEvaluation] = []

  func challengeFinished(transactionID: String, authenticated: Bool) {
    guard let evaluation = pending.removeValue(forKey: transactionID) else { return }
    if !authenticated {
      evaluation.reportConsumption(.notUsedNotNeeded)
    }
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "evaluation read from 'pending' is reported again"
  }

  func challengeTimedOut(transactionID: String) {
    guard let evaluation = self.pending[transactionID] else { return }
    evaluation.reportConsumption(.notUsedNotNeeded)
    pending[transactionID] = nil
    evaluation.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
  }

  func payoutSent() {
    guard let evaluation = payouts.popLast() else { return }
    evaluation.reportConsumption(.usedEvaluationOnly)
    evaluation.reportConsumption(.usedEvaluationOnly)  // expect: duplicate_consumption_report "read from 'payouts'"
  }

  func firstPayoutCanceled() {
    let evaluation = payouts.first
    evaluation?.reportConsumption(.notUsedNotNeeded)
    evaluation?.reportConsumption(.notUsedNotNeeded)  // expect: duplicate_consumption_report
  }
}
