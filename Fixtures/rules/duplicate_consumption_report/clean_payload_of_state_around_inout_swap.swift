// Probes: an own observed property passed `inout` to a library function (swap) runs its didSet,
// which sets state -> no duplicate_consumption_report (precision).
import TrustInsights

typealias CoachingEvaluation = InsightEvaluation<IsLikelyBeingCoachedInsight>

enum ReviewState {
  case idle
  case pending(CoachingEvaluation)
}

final class SplitPaymentModel {
  var state: ReviewState = .idle
  var fromAccount = "checking" { didSet { state = .idle } }
  var toAccount = "savings"

  func swapAccounts() {
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
    swap(&fromAccount, &toAccount)
    if case .pending(let e) = state {
      e.reportConsumption(.notUsedNotNeeded)
    }
  }
}
